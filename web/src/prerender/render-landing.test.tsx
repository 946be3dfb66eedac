// @vitest-environment node
// As at build time: with no DOM, emotion collects the CSS instead of inserting <style> tags.
import { plans } from '@shared/catalog/plans';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './render-landing';

describe('renderLanding (build-time landing page)', () => {
  const { html, css } = renderLanding();
  // React separates adjacent text parts with <!-- --> comments; drop them, then the tags.
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

  it('renders the hero, with sign-in and pricing-scroll buttons that work without React', () => {
    expect(html).toMatch(/<h1[^>]*>Automate workflows, track KPIs and grow smarter<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/api\/login"[^>]*>Get Started Free/);
    expect(html).toMatch(/data-scroll-to="pricing"[^>]*>View Pricing</);
    expect(html).toContain('id="pricing"');
    expect(html).toMatch(/aria-label="Toggle theme"[^>]*data-action="toggle-theme"/);
  });

  it('renders every plan of the catalogue with its price, features and button', () => {
    for (const plan of plans) {
      expect(text).toContain(`${plan.name} `);
      expect(text).toContain(`$${plan.priceUsdPerMonth}`);
      for (const feature of plan.features) expect(text).toContain(feature.replace('&', '&amp;'));
    }
    expect(html.match(/>Start Free Trial</g)).toHaveLength(2);
    expect(html.match(/>Contact Sales</g)).toHaveLength(1);
    expect(html.match(/Most Popular/g)).toHaveLength(1);
  });

  it('collects the styles it uses, for light and dark, instead of inlining them', () => {
    expect(css).toContain('.dark');
    expect(css.length).toBeGreaterThan(10_000);
    expect(html).not.toContain('<style');
  });
});

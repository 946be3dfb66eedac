import { describe, expect, it } from 'vitest';
import { subscriptionTiers } from '../schemas/user';
import { displayName, initials, planLabel } from './user-display';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('trims when only one name part is present', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(displayName({ firstName: '  Ada ', lastName: ' ' })).toBe('Ada');
  });
  it('falls back to the email when there is no name', () => {
    expect(displayName({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayName({ firstName: ' ', lastName: '', email: 'ada@example.com' })).toBe('ada@example.com');
  });
  it("falls back to 'User' when there is neither name nor email", () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('User');
    expect(displayName({ email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name, uppercased', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'x@example.com' })).toBe('AL');
  });
  it('needs both names, else uses the first letter of the email', () => {
    expect(initials({ firstName: 'Ada', lastName: null, email: 'zed@example.com' })).toBe('Z');
    expect(initials({ firstName: null, lastName: 'Lovelace', email: 'zed@example.com' })).toBe('Z');
    expect(initials({ firstName: '', lastName: '  ', email: ' zed@example.com' })).toBe('Z');
  });
  it("falls back to 'U'", () => {
    expect(initials({ firstName: 'Ada', lastName: null, email: null })).toBe('U');
    expect(initials({ email: '' })).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('planLabel', () => {
  it('names each tier followed by Plan, and Starter when there is none', () => {
    expect(subscriptionTiers.map(planLabel)).toEqual(['Starter Plan', 'Pro Plan', 'Elite Plan']);
    expect([planLabel(null), planLabel(undefined)]).toEqual(['Starter Plan', 'Starter Plan']);
  });
});

import { describe, expect, it } from 'vitest';
import { datesIn, zoneOffsetMinutes } from './due-dates';
import { cleanTitle, parseTaskRequest } from './task-request';

/** Friday, November 27th 2026, 22:30 in New York; already Saturday the 28th in UTC and in Tokyo. */
const NOW = new Date('2026-11-28T03:30:00.000Z');
const NEW_YORK = { now: NOW, timeZone: 'America/New_York', employees: ['Dana Lee', 'Priya Shah', 'Dana Cruz'] };

describe('due dates, read in the workspace time zone', () => {
  it("knows the zone's offset, daylight saving included", () => {
    expect(zoneOffsetMinutes(NOW, 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(NOW, 'Asia/Tokyo')).toBe(540);
  });

  it("reads 'tomorrow', 'next Friday' and 'in 2 weeks' from the zone's today", () => {
    const date = (text: string, timeZone: string) => datesIn(text, NOW, timeZone)[0]?.date;
    expect(date('tomorrow', 'America/New_York')).toBe('2026-11-28');
    expect(date('tomorrow', 'Asia/Tokyo')).toBe('2026-11-29');
    expect(date('next Friday', 'America/New_York')).toBe('2026-12-04');
    expect(date('in 2 weeks', 'America/New_York')).toBe('2026-12-11');
    expect(date('in 2 weeks', 'Asia/Tokyo')).toBe('2026-12-12');
  });

  it('reads a day of a month ahead, and never a bare month as a day', () => {
    expect(datesIn('due Dec 3', NOW, 'UTC').map((d) => d.date)).toEqual(['2026-12-03']);
    expect(datesIn('on Jan 10', NOW, 'UTC').map((d) => d.date)).toEqual(['2027-01-10']);
    expect(datesIn('about the December order', NOW, 'UTC')).toEqual([]);
  });
});

describe('a task request taken apart', () => {
  it('keeps the task and drops the framing, priority and due date from the title', () => {
    expect(
      parseTaskRequest(' for me: call the flour supplier about the December order, high priority, due Dec 3', NEW_YORK),
    ).toEqual({
      title: 'Call the flour supplier about the December order',
      priority: 'high',
      dueDate: '2026-12-03',
      assignee: null,
    });
  });

  it('drops what is asked of the assistant, not what the task says', () => {
    expect(cleanTitle('please to call Acme about invoice 1043, thanks')).toBe('Call Acme about invoice 1043');
    expect(cleanTitle(' called "Order toner"')).toBe('Order toner');
    expect(cleanTitle('for me that I need to email the accountant')).toBe('Email the accountant');
  });

  it('reads the priority in the words people use', () => {
    const priority = (text: string) => parseTaskRequest(text, NEW_YORK).priority;
    expect(priority(': fix the fridge, urgent')).toBe('high');
    expect(priority(' to fix the fridge asap')).toBe('high');
    expect(priority(' to fix the fridge, priority low')).toBe('low');
    expect(priority(' to fix the fridge, no rush')).toBe('low');
    expect(priority(' to fix the fridge')).toBeNull();
  });

  it("names the assignee when the request names one of the workspace's employees", () => {
    expect(parseTaskRequest(' for Priya: update the menu by next Friday', NEW_YORK)).toMatchObject({
      title: 'Update the menu',
      assignee: 'Priya Shah',
      dueDate: '2026-12-04',
    });
    expect(parseTaskRequest(': update the menu and assign it to Dana Cruz', NEW_YORK)).toMatchObject({
      title: 'Update the menu',
      assignee: 'Dana Cruz',
    });
    // Two Danas: the first name alone names nobody, and 'for a client' is not a person.
    expect(parseTaskRequest(' for Dana to update the menu', NEW_YORK).assignee).toBeNull();
    expect(parseTaskRequest(' to write a proposal for a client', NEW_YORK)).toMatchObject({
      title: 'Write a proposal for a client',
      assignee: null,
    });
  });
});

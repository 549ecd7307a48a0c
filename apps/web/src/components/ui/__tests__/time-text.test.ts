import { describe, expect, test } from 'vitest';
import { timeValue, typedTimeText } from '../time-text';

describe('a time typed into a time field', () => {
  test.each([
    ['', '0', '0'],
    ['0', '08', '08:'],
    ['08:', '08:3', '08:3'],
    ['08:3', '08:30', '08:30'],
    ['08:30', '08:305', '08:30'],
    ['', '0830', '08:30'],
    ['08:', '08', '08'],
    ['8', '8:', '8:'],
    ['8:', '8::', '8:'],
    ['', ':', ''],
    ['', '8 rano', '8 rano'],
  ])('%j then %j shows %j', (previous, next, shown) => {
    expect(typedTimeText(previous, next)).toBe(shown);
  });

  test.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    [' 9:05 ', '09:05'],
    ['24:00', '24:00'],
    ['8:3', '8:3'],
    ['', ''],
  ])('%j is the value %j', (text, value) => {
    expect(timeValue(text)).toBe(value);
  });
});

import * as v from 'valibot';

/**
 * The words of a limit a schema states without a message of its own, for gateway and portal alike:
 * valibot's defaults ('Invalid length: Expected <=256 but received 300') are for developers, not
 * for the people who read them beside a field. Set once, on loading the domain (text.ts imports it).
 */
const isList = (input: unknown) => Array.isArray(input);

v.setSpecificMessage(v.maxLength, (issue) => (isList(issue.input) ? `At most ${issue.requirement} items` : `Must be at most ${issue.requirement} characters`));
v.setSpecificMessage(v.minLength, (issue) => {
  if (isList(issue.input)) return issue.requirement === 1 ? 'Add at least one' : `Add at least ${issue.requirement}`;
  return issue.requirement === 1 ? 'Must not be empty' : `Must be at least ${issue.requirement} characters`;
});
v.setSpecificMessage(v.minValue, (issue) => `Must be at least ${String(issue.requirement)}`);
v.setSpecificMessage(v.maxValue, (issue) => `Must be at most ${String(issue.requirement)}`);
v.setSpecificMessage(v.integer, 'Must be a whole number');

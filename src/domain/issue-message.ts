/**
 * The specs' failure notifications read 'There was an issue <doing what>. <the gateway's detail>'
 * ('There was an issue creating this company. Name already exists'): the sentence is made here once,
 * and each screen names only what it was doing.
 */
export const issueMessage = (doing: string) => (detail: string) => `There was an issue ${doing}. ${detail}`;

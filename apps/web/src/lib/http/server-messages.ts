import {
  NAME_CHARACTER_MESSAGE,
  ROLE_MESSAGE,
  ROSTER_MESSAGES,
  SCHOOL_MESSAGES,
  SEAT_MESSAGE,
} from '@essay/contracts';

/**
 * Account service messages the web app knows how to translate. The service answers in English;
 * en-us shows the same words, zh-tw its translation; unknown messages are shown as they came.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Old password is incorrect': 'serverMessages.oldPasswordIncorrect',
  'Old password is required': 'serverMessages.oldPasswordRequired',
  'New password must be at least 10 characters': 'serverMessages.newPasswordTooShort',
  'Password must not contain the username': 'serverMessages.passwordContainsUsername',
  'This password is too common. Please choose another.': 'serverMessages.passwordTooCommon',
  'This password is too easy to guess. Add another word or two.':
    'serverMessages.passwordGuessable',
  'This password is too similar to a common one. Please choose another.':
    'serverMessages.passwordSimilarToCommon',
  'Repeated characters like "aaa" or "abcabc" are easy to guess. Please choose another.':
    'serverMessages.passwordRepeated',
  'Sequences like "abcd" or "1234" are easy to guess. Please choose another.':
    'serverMessages.passwordSequence',
  'Rows and patterns of keyboard keys are easy to guess. Please choose another.':
    'serverMessages.passwordKeyboard',
  'Dates and years are easy to guess. Please choose another.': 'serverMessages.passwordDates',
  'Single words and names are easy to guess. Add another word or two.':
    'serverMessages.passwordWords',
  'The role has already been chosen; ask the school administrator to change it':
    'serverMessages.roleAlreadyChosen',
  'Only student (21) or teacher (22) can be chosen': 'serverMessages.roleNotSelectable',
  'Invalid e-mail address': 'serverMessages.invalidEmail',
  'Name is required': 'serverMessages.nameRequired',
  [NAME_CHARACTER_MESSAGE]: 'serverMessages.nameCharacters',
  'Points must be a positive number': 'serverMessages.pointsPositive',
  'Only an unprocessed request can be withdrawn': 'serverMessages.onlyUnprocessedWithdraw',
  'This request has already been processed': 'serverMessages.alreadyProcessed',
  'The avatar must be an image (JPEG, PNG, WebP or GIF)': 'serverMessages.avatarNotImage',
  'The avatar must be at most 5 MB': 'serverMessages.avatarTooLarge',
  'An avatar can be saved once the school administrator has approved your account':
    'serverMessages.avatarNotApproved',
  'Please sign in again': 'serverMessages.signInAgain',
  'Student not found': 'serverMessages.studentNotFound',
  'Teacher not found': 'serverMessages.teacherNotFound',
  'The student is already in that class': 'serverMessages.sameClass',
  'Student name is required': 'serverMessages.studentNameRequired',
  'Enter at least one student name': 'serverMessages.atLeastOneStudent',
  'Class name is required': 'serverMessages.classNameRequired',
  'Class not found': 'serverMessages.classNotFound',
  'Class code is required': 'serverMessages.classCodeRequired',
  // Issue 27: membership refusals (a waiting student joining a class reads them in zh-tw too).
  [SCHOOL_MESSAGES.pending]: 'serverMessages.schoolPending',
  [SCHOOL_MESSAGES.rejected]: 'serverMessages.schoolRejected',
  [SCHOOL_MESSAGES.removed]: 'serverMessages.schoolRemoved',
  [SCHOOL_MESSAGES.notYourself]: 'serverMessages.notYourself',
  [SCHOOL_MESSAGES.onlyAdminResets]: 'serverMessages.onlyAdminResets',
  [SCHOOL_MESSAGES.badInviteCode]: 'serverMessages.badInviteCode',
  [SCHOOL_MESSAGES.noSuchSchool]: 'serverMessages.noSuchSchool',
  [SCHOOL_MESSAGES.ambiguousSchool]: 'serverMessages.ambiguousSchool',
  [SCHOOL_MESSAGES.schoolExists]: 'serverMessages.schoolExists',
  [SCHOOL_MESSAGES.lookAlikeSchool]: 'serverMessages.lookAlikeSchool',
  [SCHOOL_MESSAGES.tooManySchools]: 'serverMessages.tooManySchools',
  [SCHOOL_MESSAGES.memberNotFound]: 'serverMessages.memberNotFound',
  [ROLE_MESSAGE]: 'serverMessages.roleNotGiven',
  'Too many wrong class codes. Please try again later.': 'serverMessages.tooManyClassCodes',
  [SCHOOL_MESSAGES.notClassOwner]: 'serverMessages.notClassOwner',
  [ROSTER_MESSAGES.seatTaken]: 'serverMessages.seatTaken',
  [ROSTER_MESSAGES.seatRepeated]: 'serverMessages.seatRepeated',
  [SEAT_MESSAGE]: 'serverMessages.seatRange',
};

export function serverMessageKey(message: string): string | undefined {
  return SERVER_MESSAGE_KEYS[message];
}

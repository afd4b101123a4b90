import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { defaultMail, signInLink } from './mail-defaults';

describe('the password mail defaults', () => {
  it('name the organisation and the stay, and carry the password and the sign-in link', () => {
    // Act
    const mail = defaultMail(
      'Les Colos',
      'https://photos.example',
      { id: 'abc', nom_stage: 'Colo Mer' },
      'Xy7!pQ2z',
    );
    // Assess
    expect(mail.subject).toBe(messages.backOffice.defaultSubject('Les Colos', 'Colo Mer'));
    expect(mail.subject).toContain('Les Colos');
    expect(mail.message).toContain('Xy7!pQ2z');
    expect(mail.message).toContain('https://photos.example/connexion?stageId=abc');
  });

  it('encodes the stay id in the link', () => {
    expect(signInLink('http://localhost:3000', 'a b')).toBe('http://localhost:3000/connexion?stageId=a%20b');
  });
});

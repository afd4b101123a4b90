import { describe, expect, it } from 'vitest';
import { mediaBucketNameOf } from '#infra/lib/storage.js';
import {
  type AccountFacts,
  type DeployedStack,
  type DeployPlan,
  minimumUnreserved,
  preflight,
  preflightReport,
} from './deploy-preflight.js';

const STACK_ID =
  'arn:aws:cloudformation:eu-west-3:111122223333:stack/portail-photos/1b2c3d4e-aaaa-bbbb-cccc-0123456789ab';

const plan: DeployPlan = {
  stage: 'production',
  stackName: 'portail-photos',
  reservations: { ApiHandlerFunction426EBE6D: 50 },
  mailDomain: 'colos-de-la-mer.fr',
  existingMailIdentity: false,
  mailSendRate: 1,
  drawnMediaBucketName: (stackId) => mediaBucketNameOf('portail-photos', stackId),
};

/** An account where everything fits: a raised quota, out of the SES sandbox, no stack yet. */
const healthy: AccountFacts = {
  region: 'eu-west-3',
  lambda: { accountLimit: 1000, unreserved: 1000 },
  stack: undefined,
  ses: { productionAccess: true, sendingEnabled: true, maxSendRate: 14, max24HourSend: 50_000 },
  identity: undefined,
};

const deployed = (overrides: Partial<DeployedStack> = {}): DeployedStack => ({
  status: 'UPDATE_COMPLETE',
  stackId: STACK_ID,
  outputs: { MediaBucketName: 'portail-photos-media-0123456789ab' },
  reserved: 50,
  ...overrides,
});

describe('preflight of npm run deploy', () => {
  it('lets a deployment through when everything fits, saying nothing', () => {
    expect(preflight(healthy, plan)).toEqual({ refusals: [], warnings: [], notes: [] });
  });

  it("refuses the API's reservation of 50 against a new account's quota of 10, saying what to ask for", () => {
    // Act
    const { refusals } = preflight({ ...healthy, lambda: { accountLimit: 10, unreserved: 10 } }, plan);

    // Assess
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('le quota de concurrence Lambda du compte dans eu-west-3 est de 10');
    expect(refusals[0]).toContain('la pile en réserve 50 (ApiHandlerFunction426EBE6D : 50)');
    expect(refusals[0]).toContain("AWS exige d'en laisser 10 sans réservation");
    expect(refusals[0]).toContain("Il faudrait un quota d'au moins 150");
    expect(refusals[0]).toContain('Service Quotas > AWS Lambda, région eu-west-3');
  });

  it('keeps 100 units unreserved, or the whole quota below 100, as AWS does', () => {
    expect([10, 50, 100, 150, 1000].map(minimumUnreserved)).toEqual([10, 50, 100, 100, 100]);
    const tight = (accountLimit: number, unreserved: number) =>
      preflight({ ...healthy, lambda: { accountLimit, unreserved } }, plan).refusals.length;
    expect(tight(150, 150)).toBe(0);
    expect(tight(149, 149)).toBe(1);
    // Another stack of the account reserves 100: 250 is needed.
    expect(tight(200, 100)).toBe(1);
    expect(tight(250, 150)).toBe(0);
  });

  it('counts back what the deployed stack already reserves, since its update gives it back', () => {
    // Prepare: quota 150, of which the stack's own API holds 50
    const facts = { ...healthy, lambda: { accountLimit: 150, unreserved: 100 }, stack: deployed() };

    // Act + Assess
    expect(preflight(facts, plan).refusals).toEqual([]);
    expect(preflight({ ...facts, stack: deployed({ reserved: 0 }) }, plan).refusals).toHaveLength(1);
  });

  it('warns, and goes on, when what the stack holds could not be read and the quota is tight', () => {
    const facts = {
      ...healthy,
      lambda: { accountLimit: 150, unreserved: 100 },
      stack: { unread: 'AccessDenied : cloudformation:DescribeStacks' },
    };
    const { refusals, warnings } = preflight(facts, plan);
    expect(refusals).toEqual([]);
    expect(warnings.join('\n')).toContain("la part qu'elle tient déjà n'a pas pu être lue");
  });

  it("warns, and goes on, when Lambda's settings cannot be read, giving the quota needed", () => {
    const facts = { ...healthy, lambda: { unread: 'AccessDeniedException : lambda:GetAccountSettings' } };
    const { refusals, warnings } = preflight(facts, plan);
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^quota de concurrence Lambda non lu \(AccessDeniedException : lambda:GetAccountSettings\) : la pile réserve 50/,
      ),
    ]);
  });

  it("warns that families' mail would be refused while SES is in its sandbox, and of a rate above SES's", () => {
    // Act
    const { refusals, warnings } = preflight(
      {
        ...healthy,
        ses: { productionAccess: false, sendingEnabled: true, maxSendRate: 1, max24HourSend: 200 },
      },
      { ...plan, mailSendRate: 5 },
    );

    // Assess
    expect(refusals).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain(
      "SES est en bac à sable dans eu-west-3 : il n'envoie qu'aux adresses vérifiées",
    );
    expect(warnings[0]).toContain('au plus 200 mails par 24 h');
    expect(warnings[0]).toContain(
      'Les mails aux familles (mots de passe, nouvelles photos, rappels) seraient refusés',
    );
    expect(warnings[1]).toContain('mailSendRate=5 dépasse le débit SES du compte (1 mails/s)');
  });

  it('refuses to create again an SES identity the account has, unless told to use it', () => {
    // Prepare
    const facts = { ...healthy, identity: { verified: true } };

    // Act
    const created = preflight(facts, plan);
    const reused = preflight(facts, { ...plan, existingMailIdentity: true });
    const ownIdentity = preflight({ ...facts, stack: deployed() }, plan);

    // Assess
    expect(created.refusals).toEqual([
      expect.stringContaining('le domaine colos-de-la-mer.fr a déjà une identité SES dans eu-west-3'),
    ]);
    expect(created.refusals[0]).toContain('-c existingMailIdentity=true');
    expect(reused.refusals).toEqual([]);
    expect(ownIdentity.refusals).toEqual([]);
  });

  it('refuses to reuse an SES identity that does not exist, and warns of one not yet verified', () => {
    const missing = preflight(healthy, { ...plan, existingMailIdentity: true });
    expect(missing.refusals).toEqual([
      expect.stringContaining("n'a pas d'identité SES dans eu-west-3 : aucun mail ne partirait"),
    ]);
    const unverified = preflight({ ...healthy, stack: deployed(), identity: { verified: false } }, plan);
    expect(unverified.refusals).toEqual([]);
    expect(unverified.warnings).toEqual([expect.stringContaining("n'est pas encore vérifié par SES")]);
  });

  it('refuses while the stack is busy or stuck, and notes a failed creation that cdk deletes first', () => {
    const state = (status: string) => preflight({ ...healthy, stack: deployed({ status }) }, plan);
    expect(state('UPDATE_IN_PROGRESS').refusals).toEqual([
      expect.stringContaining("la pile portail-photos est en cours d'opération (UPDATE_IN_PROGRESS)"),
    ]);
    expect(state('UPDATE_ROLLBACK_FAILED').refusals).toEqual([
      expect.stringContaining('aws cloudformation continue-update-rollback --stack-name portail-photos'),
    ]);
    const failed = state('ROLLBACK_COMPLETE');
    expect(failed.refusals).toEqual([]);
    expect(failed.notes).toEqual([
      expect.stringContaining('cdk deploy supprime cette pile vide avant de la recréer'),
    ]);
  });

  it('keeps the name of a media bucket deployed before names were drawn from the stack', () => {
    // Prepare
    const legacy = 'portail-photos-media-111122223333-eu-west-3';
    const facts = { ...healthy, stack: deployed({ outputs: { MediaBucketName: legacy } }) };

    // Act
    const kept = preflight(facts, plan);
    const drawn = preflight({ ...healthy, stack: deployed() }, plan);
    const renamed = preflight(facts, { ...plan, mediaBucketName: 'autre-nom' });

    // Assess
    expect(kept.keepMediaBucketName).toBe(legacy);
    expect(kept.notes).toEqual([expect.stringContaining(`garde son nom, ${legacy}`)]);
    expect(drawn.keepMediaBucketName).toBeUndefined();
    expect(drawn.notes).toEqual([]);
    expect(renamed.refusals).toEqual([
      expect.stringContaining('mediaBucketName=autre-nom renommerait le compartiment des médias'),
    ]);
  });

  it('reports refusals under the usual French opening, then warnings and notes', () => {
    const report = preflightReport({ refusals: ['a'], warnings: ['b'], notes: ['c'] });
    expect(report).toEqual([
      "Déploiement refusé : le compte AWS ne permet pas ce déploiement tel quel. Rien n'a été déployé.",
      '  - a',
      'Attention : b',
      'Note : c',
    ]);
  });
});

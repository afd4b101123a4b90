/**
 * What `npm run deploy` concludes from the account before it starts CloudFormation: the decisions
 * alone, from facts read beforehand (scripts/deploy-account.ts reads them), so each case is a unit
 * test. A deployment is refused when it would certainly fail or leave the portal dead on arrival
 * (Lambda cannot reserve the API's concurrency, the mail identity clashes or is missing, a renamed
 * media bucket would leave the photos behind); what only limits the portal once running (the SES
 * sandbox, a slower SES rate) is a warning, since the operator may be waiting for AWS to lift it.
 */
import type { Template } from './deploy-data.js';

/** A fact that could not be read, and why (missing permission, no network…). */
export interface Unread {
  readonly unread: string;
}

export const isUnread = (fact: unknown): fact is Unread =>
  typeof fact === 'object' && fact !== null && 'unread' in fact;

/** Lambda GetAccountSettings: AccountLimit.ConcurrentExecutions and UnreservedConcurrentExecutions. */
export interface LambdaConcurrency {
  readonly accountLimit: number;
  readonly unreserved: number;
}

/** The stack as CloudFormation knows it, when it exists. */
export interface DeployedStack {
  readonly status: string;
  readonly stackId: string;
  /** Its outputs by key (MediaBucketName…). */
  readonly outputs: Readonly<Record<string, string>>;
  /** Reserved concurrency its deployed functions hold, already counted out of the unreserved pool. */
  readonly reserved: number;
  /** Its deployed template (GetTemplate), which the data check compares the new one with. */
  readonly template?: Template | undefined;
}

/** SESv2 GetAccount. */
export interface SesAccount {
  readonly productionAccess: boolean;
  readonly sendingEnabled: boolean;
  /** Messages per second. */
  readonly maxSendRate: number;
  readonly max24HourSend: number;
  /** HEALTHY, PROBATION or SHUTDOWN. */
  readonly enforcementStatus?: string | undefined;
}

/** SESv2 GetEmailIdentity for the sender domain: absent (undefined), or its verification. */
export interface SesIdentity {
  readonly verified: boolean;
}

export interface AccountFacts {
  readonly region: string;
  readonly lambda: LambdaConcurrency | Unread;
  /** undefined: no stack of that name. */
  readonly stack: DeployedStack | undefined | Unread;
  readonly ses: SesAccount | Unread;
  /** undefined: no identity for the domain in the account and region. */
  readonly identity: SesIdentity | undefined | Unread;
}

export interface DeployPlan {
  readonly stage: string;
  readonly stackName: string;
  /** ReservedConcurrentExecutions of each function of the synthesized template, by logical id. */
  readonly reservations: Readonly<Record<string, number>>;
  readonly mailDomain: string;
  /** The stage signs with an SES identity another stage (or a person) made: context existingMailIdentity. */
  readonly existingMailIdentity: boolean;
  /** Messages per second the mail workers send together (context mailSendRate). */
  readonly mailSendRate: number;
  /** The media bucket name the settings give, if any (context mediaBucketName). */
  readonly mediaBucketName?: string | undefined;
  /** The name a new stack draws for its media bucket, from its stack id (storage.ts). */
  readonly drawnMediaBucketName: (stackId: string) => string | undefined;
}

export interface Preflight {
  /** French lines: any one stops the deployment. */
  readonly refusals: string[];
  /** French lines: said, and the deployment goes on. */
  readonly warnings: string[];
  /** French lines: what the script does on its own. */
  readonly notes: string[];
  /** The media bucket name to give the CDK app: the one the deployed stack already has. */
  keepMediaBucketName?: string | undefined;
}

/** The output naming the media bucket (portal-stack.ts). */
export const MEDIA_BUCKET_OUTPUT = 'MediaBucketName';

/**
 * AWS keeps part of an account's concurrency for functions without a reservation: 100 units, or the
 * whole quota when it is below that (a new account's 10 leaves nothing to reserve). Its refusal reads
 * "decreases account's UnreservedConcurrentExecution below its minimum value of [10]" ([50], [100]).
 */
export const minimumUnreserved = (accountLimit: number): number => Math.min(100, accountLimit);

/** The account quota under which the reservations fit, all else in the account unchanged. */
const quotaNeeded = (othersReserved: number, wanted: number): number => othersReserved + wanted + 100;

const listReservations = (reservations: Readonly<Record<string, number>>): string =>
  Object.entries(reservations)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => `${id} : ${count}`)
    .join(', ');

const concurrency = (facts: AccountFacts, plan: DeployPlan, out: Preflight): void => {
  const wanted = Object.values(plan.reservations).reduce((sum, count) => sum + count, 0);
  if (wanted === 0) return;
  const { lambda, stack } = facts;
  if (isUnread(lambda)) {
    out.warnings.push(
      `quota de concurrence Lambda non lu (${lambda.unread}) : la pile réserve ${wanted} exécutions ` +
        `simultanées (${listReservations(plan.reservations)}) ; il faut que le quota « Concurrent executions » de ` +
        `${facts.region} en laisse au moins ${wanted} + 100 hors des autres réservations, sinon la ` +
        'création de la fonction échoue et CloudFormation annule le déploiement.',
    );
    return;
  }
  const live = stack !== undefined && !isUnread(stack) && !stack.status.startsWith('ROLLBACK_');
  // What this stack holds already comes back to it when its functions are updated. Unknown, the
  // best case decides a refusal and the worst case a warning.
  const heldWorst = live ? stack.reserved : 0;
  const heldBest = isUnread(stack) ? wanted : heldWorst;
  const left = (held: number) => lambda.unreserved + held - wanted;
  const minimum = minimumUnreserved(lambda.accountLimit);
  const othersReserved = lambda.accountLimit - lambda.unreserved - heldBest;
  const account =
    `le quota de concurrence Lambda du compte dans ${facts.region} est de ${lambda.accountLimit} ` +
    `exécutions simultanées, dont ${lambda.unreserved} non réservées`;
  const ask =
    `demandez au moins ${quotaNeeded(othersReserved, wanted)} pour « Concurrent executions » ` +
    `(Service Quotas > AWS Lambda, région ${facts.region}), puis relancez une fois la hausse appliquée`;
  if (left(heldBest) < minimum) {
    out.refusals.push(
      `${account} ; la pile en réserve ${wanted} (${listReservations(plan.reservations)}) et AWS exige d'en ` +
        `laisser ${minimum} sans réservation : CloudFormation échouerait à créer la fonction. Il ` +
        `faudrait un quota d'au moins ${quotaNeeded(othersReserved, wanted)} : ${ask}.`,
    );
  } else if (left(heldWorst) < minimum) {
    out.warnings.push(
      `${account} ; la pile en réserve ${wanted} et la part qu'elle tient déjà n'a pas pu être lue ` +
        `(${isUnread(stack) ? stack.unread : ''}) : si elle ne tient rien encore, le déploiement échouera ; ${ask}.`,
    );
  }
};

/** States in which CloudFormation takes no new deployment of the stack. */
const busy = (status: string) => status.endsWith('_IN_PROGRESS');

const stackState = (facts: AccountFacts, plan: DeployPlan, out: Preflight): void => {
  const { stack } = facts;
  if (isUnread(stack)) {
    out.warnings.push(`état de la pile ${plan.stackName} non lu (${stack.unread}).`);
    return;
  }
  if (stack === undefined) return;
  if (busy(stack.status)) {
    out.refusals.push(
      `la pile ${plan.stackName} est en cours d'opération (${stack.status}) : attendez qu'elle se ` +
        'termine (console CloudFormation), puis relancez.',
    );
  } else if (stack.status === 'UPDATE_ROLLBACK_FAILED') {
    out.refusals.push(
      `la pile ${plan.stackName} est bloquée (UPDATE_ROLLBACK_FAILED) : reprenez l'annulation avec ` +
        `aws cloudformation continue-update-rollback --stack-name ${plan.stackName} (voir docs/deploying.md).`,
    );
  } else if (stack.status === 'ROLLBACK_COMPLETE' || stack.status === 'ROLLBACK_FAILED') {
    out.notes.push(
      `la création précédente de ${plan.stackName} a échoué (${stack.status}) : cdk deploy supprime ` +
        'cette pile vide avant de la recréer. Tables, compartiments et journaux de cette tentative ont été ' +
        'supprimés avec elle, ou gardés sous des noms que la nouvelle tentative ne redemande pas.',
    );
  }
  if (stack.status.startsWith('ROLLBACK_')) return;
  const deployed = stack.outputs[MEDIA_BUCKET_OUTPUT];
  if (deployed === undefined) return;
  if (plan.mediaBucketName !== undefined && plan.mediaBucketName !== deployed) {
    out.refusals.push(
      `mediaBucketName=${plan.mediaBucketName} renommerait le compartiment des médias, qui s'appelle ` +
        `${deployed} : CloudFormation en créerait un nouveau, vide, et les photos resteraient dans ` +
        `l'ancien. Retirez ce réglage (ou donnez -c mediaBucketName=${deployed}).`,
    );
  } else if (plan.mediaBucketName === undefined && deployed !== plan.drawnMediaBucketName(stack.stackId)) {
    out.notes.push(
      `le compartiment des médias garde son nom, ${deployed} (enregistré dans les réglages de ` +
        `« ${plan.stage} ») : un nom tiré de la pile le remplacerait et laisserait les photos dans l'ancien.`,
    );
    out.keepMediaBucketName = deployed;
  }
};

const mailAccount = (facts: AccountFacts, plan: DeployPlan, out: Preflight): void => {
  const { ses } = facts;
  if (isUnread(ses)) {
    out.warnings.push(`compte SES non lu (${ses.unread}) : bac à sable et débit d'envoi non vérifiés.`);
    return;
  }
  if (!ses.productionAccess) {
    out.warnings.push(
      `SES est en bac à sable dans ${facts.region} : il n'envoie qu'aux adresses vérifiées une à une et ` +
        `au plus ${ses.max24HourSend} mails par 24 h. Les mails aux familles (mots de passe, nouvelles ` +
        "photos, rappels) seraient refusés : demandez l'accès production (console SES > Account " +
        'dashboard), voir « Quitter le bac à sable SES » dans README.md.',
    );
  }
  if (!ses.sendingEnabled) {
    out.warnings.push(`l'envoi de mails est désactivé pour ce compte SES dans ${facts.region}.`);
  }
  if (ses.enforcementStatus !== undefined && ses.enforcementStatus !== 'HEALTHY') {
    out.warnings.push(
      `SES a placé le compte en ${ses.enforcementStatus} (rebonds ou plaintes) : voir la console SES.`,
    );
  }
  if (plan.mailSendRate > ses.maxSendRate) {
    out.warnings.push(
      `mailSendRate=${plan.mailSendRate} dépasse le débit SES du compte (${ses.maxSendRate} mails/s) : ` +
        'les envois au-delà seraient refusés puis réessayés, et finiraient en file des échecs.',
    );
  }
};

const mailIdentity = (facts: AccountFacts, plan: DeployPlan, out: Preflight): void => {
  const { identity, stack } = facts;
  if (isUnread(identity)) {
    out.warnings.push(`identité SES de ${plan.mailDomain} non lue (${identity.unread}).`);
    return;
  }
  const stackLive = stack !== undefined && !isUnread(stack) && !stack.status.startsWith('ROLLBACK_');
  if (plan.existingMailIdentity) {
    if (identity === undefined) {
      out.refusals.push(
        `existingMailIdentity=true, mais le domaine ${plan.mailDomain} n'a pas d'identité SES dans ` +
          `${facts.region} : aucun mail ne partirait. Déployez d'abord l'étape qui la crée (sans ce ` +
          'réglage), ou retirez-le pour que cette pile la crée.',
      );
      return;
    }
  } else if (identity !== undefined && !stackLive && !isUnread(stack)) {
    out.refusals.push(
      `le domaine ${plan.mailDomain} a déjà une identité SES dans ${facts.region} (une autre étape ou ` +
        "une création à la main) : la créer à nouveau échouerait (« already exists »). Pour l'utiliser " +
        'telle quelle : -c existingMailIdentity=true.',
    );
    return;
  } else if (identity !== undefined && isUnread(stack)) {
    out.warnings.push(
      `le domaine ${plan.mailDomain} a déjà une identité SES : si la pile ${plan.stackName} ne l'a pas ` +
        'créée elle-même, sa création échouera (« already exists ») ; -c existingMailIdentity=true la ' +
        'réutilise.',
    );
  }
  if (identity !== undefined && !identity.verified) {
    out.warnings.push(
      `le domaine ${plan.mailDomain} n'est pas encore vérifié par SES : publiez ses enregistrements DKIM ` +
        "(sorties MailDkimRecord* de la pile qui a créé l'identité), sans quoi aucun mail ne part.",
    );
  }
};

export const preflight = (facts: AccountFacts, plan: DeployPlan): Preflight => {
  const out: Preflight = { refusals: [], warnings: [], notes: [] };
  stackState(facts, plan, out);
  concurrency(facts, plan, out);
  mailAccount(facts, plan, out);
  mailIdentity(facts, plan, out);
  return out;
};

/** The French report of a preflight: refusals first, with the same opening as the other refusals. */
export const preflightReport = (result: Preflight): string[] => [
  ...(result.refusals.length > 0
    ? [
        "Déploiement refusé : le compte AWS ne permet pas ce déploiement tel quel. Rien n'a été déployé.",
        ...result.refusals.map((line) => `  - ${line}`),
      ]
    : []),
  ...result.warnings.map((line) => `Attention : ${line}`),
  ...result.notes.map((line) => `Note : ${line}`),
];

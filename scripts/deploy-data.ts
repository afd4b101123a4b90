/**
 * What `npm run deploy` refuses so that an upgrade cannot lose a season: a change that would replace
 * or remove a resource holding the portal's data (a table, a bucket, a key, a secret). The decisions
 * alone, from facts read beforehand, so each case is a unit test: the templates (the deployed one, or
 * the last released inventory kept in the repository) and, when the stack exists, the change set
 * CloudFormation prepared, whose Replacement field is CloudFormation's own answer.
 */

/** The last released inventory, in the repository (npm run release:data writes it). */
export const RELEASED_DATA_FILE = 'infra/released/data-resources.json';

/** Context key of another inventory to compare with (tests, a fork's own releases). */
export const RELEASED_DATA_CONTEXT = 'releasedData';

/** The change set `npm run deploy` prepares to read CloudFormation's own verdict, then deletes. */
export const DATA_CHANGE_SET = 'portail-verification-donnees';

/** A CloudFormation template, as much of it as is read here. */
export interface Template {
  readonly Resources?: Readonly<Record<string, TemplateResource>>;
}

export interface TemplateResource {
  readonly Type?: string;
  readonly Properties?: Readonly<Record<string, unknown>>;
}

/**
 * The resource types that hold data, each with the properties whose change makes CloudFormation
 * replace the resource (a new, empty one; the old one deleted or left aside), as the CloudFormation
 * reference lists them under « Update requires: Replacement ». Offline, this list is all there is to
 * go by, so it is deliberate: a type or property missing here goes unchecked until a change set says
 * otherwise. Queues (messages in transit, retried) and log groups (kept by their Retain policy, read
 * by no part of the portal) are left out on purpose.
 */
export const REPLACING_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::DynamoDB::GlobalTable': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::KMS::Key': ['KeySpec', 'KeyUsage', 'MultiRegion', 'Origin'],
  'AWS::SecretsManager::Secret': ['Name'],
};

/** French names of what each type holds, for the refusal. */
const KIND: Readonly<Record<string, string>> = {
  'AWS::DynamoDB::Table': 'table DynamoDB',
  'AWS::DynamoDB::GlobalTable': 'table DynamoDB',
  'AWS::S3::Bucket': 'compartiment S3',
  'AWS::KMS::Key': 'clé KMS',
  'AWS::SecretsManager::Secret': 'secret',
};

export const holdsData = (type: string | undefined): type is string =>
  type !== undefined && type in REPLACING_PROPERTIES;

/**
 * The part of a template that decides a data loss: each data-holding resource with its type and its
 * replacement-causing properties only. This is what infra/released/ keeps of a released version: a
 * file small enough to read in a review.
 */
export const dataInventory = (template: Template): Record<string, TemplateResource> => {
  const inventory: Record<string, TemplateResource> = {};
  for (const [id, resource] of Object.entries(template.Resources ?? {})) {
    if (!holdsData(resource.Type)) continue;
    const kept = (REPLACING_PROPERTIES[resource.Type] ?? []).filter(
      (name) => resource.Properties?.[name] !== undefined,
    );
    inventory[id] = {
      Type: resource.Type,
      Properties: Object.fromEntries(kept.map((name) => [name, resource.Properties?.[name]])),
    };
  }
  return inventory;
};

/** A resource holding data that the deployment would lose. */
export interface DataLoss {
  readonly logicalId: string;
  readonly type: string;
  /** French: why it would be lost. */
  readonly reason: string;
}

/** Key order does not matter to CloudFormation; it must not matter here either. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
};
const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The values of a deployed stack's pseudo parameters (AWS::AccountId, AWS::Region, AWS::StackId…). */
export type PseudoParameters = Readonly<Record<string, string>>;

/** The pseudo parameters of a stack, from its id (arn:<partition>:cloudformation:<region>:<account>:stack/<name>/<uuid>). */
export const pseudoParametersOf = (stackId: string): PseudoParameters => {
  const [, partition = '', , region = '', account = '', path = ''] = stackId.split(':');
  return {
    'AWS::Partition': partition,
    'AWS::Region': region,
    'AWS::AccountId': account,
    'AWS::StackId': stackId,
    'AWS::StackName': path.split('/')[1] ?? '',
  };
};

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A property with the stack's pseudo parameters put in, and the Fn::Join, Fn::Split and Fn::Select
 * over them worked out as CloudFormation would: the same bucket name, written once as a literal and
 * once as a join of the account and region, is the same name and replaces nothing. What cannot be
 * worked out (a reference to another resource) stays as written.
 */
export const resolvePseudo = (value: unknown, pseudo: PseudoParameters): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolvePseudo(item, pseudo));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length !== 1 || only === undefined) {
    return Object.fromEntries(entries.map(([key, inner]) => [key, resolvePseudo(inner, pseudo)]));
  }
  const [name, argument] = only;
  if (name === 'Ref' && typeof argument === 'string') return pseudo[argument] ?? value;
  const args = resolvePseudo(argument, pseudo);
  if (Array.isArray(args)) {
    const [first, second] = args;
    if (name === 'Fn::Join' && typeof first === 'string' && isStrings(second)) return second.join(first);
    if (name === 'Fn::Split' && typeof first === 'string' && typeof second === 'string')
      return second.split(first);
    if (name === 'Fn::Select' && isStrings(second)) return second[Number(first)] ?? { [name]: args };
  }
  return { [name]: args };
};

/**
 * What going from `before` (deployed, or released) to `after` (synthesized) would lose, judged from
 * the templates alone with REPLACING_PROPERTIES; with the deployed stack's pseudo parameters when
 * they are known.
 */
export const templateLosses = (
  before: Template,
  after: Template,
  pseudo: PseudoParameters = {},
): DataLoss[] => {
  const losses: DataLoss[] = [];
  const next = after.Resources ?? {};
  for (const [logicalId, old] of Object.entries(before.Resources ?? {})) {
    if (!holdsData(old.Type)) continue;
    const type = old.Type;
    const now = next[logicalId];
    if (now === undefined) {
      losses.push({
        logicalId,
        type,
        reason: 'retirée du modèle : CloudFormation la supprimerait de la pile',
      });
    } else if (now.Type !== type) {
      losses.push({ logicalId, type, reason: `change de type (${now.Type ?? '?'}) : elle serait remplacée` });
    } else {
      const changed = (REPLACING_PROPERTIES[type] ?? []).filter(
        (name) =>
          !same(resolvePseudo(old.Properties?.[name], pseudo), resolvePseudo(now.Properties?.[name], pseudo)),
      );
      if (changed.length > 0) {
        losses.push({
          logicalId,
          type,
          reason: `${changed.join(', ')} change : CloudFormation la remplacerait par une neuve, vide`,
        });
      }
    }
  }
  return losses;
};

/** One entry of DescribeChangeSet's Changes, as much of it as is read here. */
export interface ChangeSetChange {
  readonly ResourceChange?: {
    readonly Action?: string;
    readonly LogicalResourceId?: string;
    readonly ResourceType?: string;
    /** True, False or Conditional. */
    readonly Replacement?: string;
    readonly Details?: readonly {
      readonly Target?: { readonly Name?: string; readonly RequiresRecreation?: string };
    }[];
  };
}

/** What CloudFormation's own change set says would be lost: removals, and replacements sure or possible. */
export const changeSetLosses = (changes: readonly ChangeSetChange[]): DataLoss[] =>
  changes.flatMap(({ ResourceChange: change }): DataLoss[] => {
    const type = change?.ResourceType;
    const logicalId = change?.LogicalResourceId;
    if (!change || !holdsData(type) || logicalId === undefined) return [];
    if (change.Action === 'Remove') {
      return [{ logicalId, type, reason: 'le jeu de modifications la supprime de la pile' }];
    }
    if (change.Action !== 'Modify') return [];
    if (change.Replacement !== 'True' && change.Replacement !== 'Conditional') return [];
    const causes = [
      ...new Set(
        (change.Details ?? []).flatMap(({ Target }) =>
          Target?.Name && Target.RequiresRecreation !== 'Never' ? [Target.Name] : [],
        ),
      ),
    ];
    const sure = change.Replacement === 'True' ? 'la remplace' : 'peut la remplacer';
    return [
      {
        logicalId,
        type,
        reason: `le jeu de modifications ${sure}${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`,
      },
    ];
  });

/** `--accepter-perte=<LogicalId>`: one resource whose loss the operator accepts; given once per resource. */
export const ACCEPT_LOSS_FLAG = '--accepter-perte';

export const isAcceptLoss = (arg: string): boolean =>
  arg === ACCEPT_LOSS_FLAG || arg.startsWith(`${ACCEPT_LOSS_FLAG}=`);

/** The French refusal of an --accepter-perte that names no resource; undefined when each names one. */
export const acceptLossMisuse = (args: readonly string[]): string | undefined =>
  args.some((arg) => arg === ACCEPT_LOSS_FLAG || arg === `${ACCEPT_LOSS_FLAG}=`)
    ? `Déploiement refusé : ${ACCEPT_LOSS_FLAG} nomme la ressource dont la perte est acceptée, ` +
      `${ACCEPT_LOSS_FLAG}=<IdentifiantLogique>, une fois par ressource. Rien n'a été envoyé à AWS.`
    : undefined;

export const acceptedLosses = (args: readonly string[]): Set<string> =>
  new Set(
    args
      .filter(isAcceptLoss)
      .map((arg) => arg.slice(ACCEPT_LOSS_FLAG.length + 1))
      .filter((id) => id !== ''),
  );

/**
 * French warnings for accepted ids that match no loss found: a mistyped id forces nothing, and the
 * operator should know it before believing a resource was let go.
 */
export const unmatchedAcceptances = (accepted: ReadonlySet<string>, lost: ReadonlySet<string>): string[] =>
  [...accepted]
    .filter((id) => !lost.has(id))
    .map(
      (id) =>
        `Attention : ${ACCEPT_LOSS_FLAG}=${id} ne correspond à aucune perte trouvée : rien n'est forcé pour elle.`,
    );

export interface DataVerdict {
  /** French lines: any one stops the deployment. */
  readonly refusals: string[];
  /** French lines: losses the operator accepted by name, said before going on. */
  readonly accepted: string[];
}

const lossLine = (loss: DataLoss): string =>
  `${KIND[loss.type] ?? loss.type} ${loss.logicalId} : ${loss.reason}`;

/** Each loss is refused unless its own logical id was accepted; there is no global override. */
export const dataVerdict = (losses: readonly DataLoss[], accepted: ReadonlySet<string>): DataVerdict => {
  const seen = new Set<string>();
  const unique = losses.filter(({ logicalId }) => !seen.has(logicalId) && seen.add(logicalId));
  return {
    refusals: unique.filter(({ logicalId }) => !accepted.has(logicalId)).map(lossLine),
    accepted: unique.filter(({ logicalId }) => accepted.has(logicalId)).map(lossLine),
  };
};

/**
 * The French report: the refusal with its way out, or the accepted losses stated before going on.
 * `against` names what the new version was compared with (« la pile déployée portail-photos »).
 */
export const dataReport = (verdict: DataVerdict, against: string): string[] => [
  ...(verdict.refusals.length > 0
    ? [
        `Déploiement refusé : cette version perdrait des données de la saison (d'après ${against}). ` +
          "Rien n'a été déployé.",
        ...verdict.refusals.map((line) => `  - ${line}`),
        'Gardez les noms, clés et identifiants logiques de ces ressources, ou, si leur contenu peut ' +
          `vraiment être perdu (après export), relancez avec ${ACCEPT_LOSS_FLAG}=<IdentifiantLogique> ` +
          'pour chacune (voir « Mettre à jour sans perdre une saison » dans docs/deploying.md).',
      ]
    : []),
  ...verdict.accepted.map((line) => `Attention : perte acceptée par ${ACCEPT_LOSS_FLAG} : ${line}`),
];

import { describe, expect, it } from 'vitest';
import {
  acceptedLosses,
  acceptLossMisuse,
  changeSetLosses,
  dataInventory,
  dataReport,
  dataVerdict,
  pseudoParametersOf,
  REPLACING_PROPERTIES,
  resolvePseudo,
  type Template,
  templateLosses,
  unmatchedAcceptances,
} from './deploy-data.js';

/** A season's portal in small: two tables, the media bucket, a secret, and a function beside them. */
const released: Template = {
  Resources: {
    Datastagiaires938DC270: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      },
    },
    DataphotosB03958C7: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        KeySchema: [
          { AttributeName: 'stageId', KeyType: 'HASH' },
          { AttributeName: 'photoId', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      },
    },
    StorageMedia9333CB25: {
      Type: 'AWS::S3::Bucket',
      Properties: { BucketName: 'portail-photos-media-0123456789ab', VersioningConfiguration: {} },
    },
    ApiJwtSecretF302CD05: { Type: 'AWS::SecretsManager::Secret', Properties: {} },
    ApiHandlerFunction426EBE6D: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 512 } },
  },
};

interface Editable {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
}
const copy = (): Editable => structuredClone(released) as Editable;

/** `released` with one resource changed or removed. */
const edited = (
  logicalId: string,
  change: ((properties: Record<string, unknown>) => void) | 'remove',
): Editable => {
  const template = copy();
  if (change === 'remove') delete template.Resources[logicalId];
  else {
    const resource = template.Resources[logicalId];
    if (!resource) throw new Error(`no ${logicalId}`);
    change(resource.Properties);
  }
  return template;
};

describe('data losses judged from two templates', () => {
  it('refuses a table whose key changes, naming the table and the property', () => {
    // Prepare
    const after = edited('DataphotosB03958C7', (properties) => {
      properties.KeySchema = [{ AttributeName: 'photoId', KeyType: 'HASH' }];
    });

    // Act
    const verdict = dataVerdict(templateLosses(released, after), new Set());

    // Assess
    expect(verdict.refusals).toEqual([
      'table DynamoDB DataphotosB03958C7 : KeySchema change : CloudFormation la remplacerait par une neuve, vide',
    ]);
  });

  it('refuses a renamed bucket', () => {
    const after = edited('StorageMedia9333CB25', (properties) => {
      properties.BucketName = 'portail-photos-photos';
    });

    expect(dataVerdict(templateLosses(released, after), new Set()).refusals).toEqual([
      'compartiment S3 StorageMedia9333CB25 : BucketName change : CloudFormation la remplacerait par une neuve, vide',
    ]);
  });

  it('refuses a table removed from the template, and one whose logical id changed', () => {
    // Prepare: a construct renamed in the code keeps its properties under a new logical id
    const after = edited('Datastagiaires938DC270', 'remove');
    const moved = edited('DataphotosB03958C7', 'remove');
    const photos = copy().Resources.DataphotosB03958C7;
    if (photos) moved.Resources.PhotosTable1234ABCD = photos;

    // Act
    const removed = templateLosses(released, after);
    const renamed = templateLosses(released, moved);

    // Assess
    expect(removed).toEqual([
      {
        logicalId: 'Datastagiaires938DC270',
        type: 'AWS::DynamoDB::Table',
        reason: 'retirée du modèle : CloudFormation la supprimerait de la pile',
      },
    ]);
    expect(renamed.map(({ logicalId }) => logicalId)).toEqual(['DataphotosB03958C7']);
  });

  it('refuses a change of type under the same logical id', () => {
    const after = copy();
    const secret = after.Resources.ApiJwtSecretF302CD05;
    if (secret) secret.Type = 'AWS::SSM::Parameter';

    expect(templateLosses(released, after)).toEqual([
      expect.objectContaining({
        logicalId: 'ApiJwtSecretF302CD05',
        reason: expect.stringContaining('change de type'),
      }),
    ]);
  });

  it('accepts what keeps the data: other properties, a new table, a replaced function, key order', () => {
    // Prepare
    const after = copy();
    const photos = after.Resources.DataphotosB03958C7;
    if (!photos) throw new Error('no photos table');
    photos.Properties.BillingMode = 'PROVISIONED';
    photos.Properties.GlobalSecondaryIndexes = [{ IndexName: 'bySeason' }];
    photos.Properties.KeySchema = [
      { KeyType: 'HASH', AttributeName: 'stageId' },
      { KeyType: 'RANGE', AttributeName: 'photoId' },
    ];
    after.Resources.DataattestationsAB12CD34 = { Type: 'AWS::DynamoDB::Table', Properties: {} };
    delete after.Resources.ApiHandlerFunction426EBE6D;

    // Act
    const losses = templateLosses(released, after);

    // Assess
    expect(losses).toEqual([]);
    expect(dataReport(dataVerdict(losses, new Set()), 'la pile déployée')).toEqual([]);
  });

  it('lets through, with a warning, only the resource accepted by name', () => {
    // Prepare: two losses, one accepted
    const after = edited('StorageMedia9333CB25', (properties) => {
      properties.BucketName = 'portail-photos-photos';
    });
    delete after.Resources.Datastagiaires938DC270;
    const accepted = acceptedLosses(['-c', 'stage=recette', '--accepter-perte=Datastagiaires938DC270']);

    // Act
    const verdict = dataVerdict(templateLosses(released, after), accepted);
    const report = dataReport(verdict, 'infra/released/data-resources.json');

    // Assess
    expect(verdict.refusals).toHaveLength(1);
    expect(verdict.refusals[0]).toMatch(/^compartiment S3 StorageMedia9333CB25 /);
    expect(verdict.accepted).toEqual([expect.stringMatching(/^table DynamoDB Datastagiaires938DC270 /)]);
    expect(report[0]).toBe(
      "Déploiement refusé : cette version perdrait des données de la saison (d'après " +
        "infra/released/data-resources.json). Rien n'a été déployé.",
    );
    expect(report.at(-1)).toMatch(
      /^Attention : perte acceptée par --accepter-perte : table DynamoDB Datastagiaires938DC270/,
    );

    // Act again: both accepted, nothing refused
    const both = new Set([...accepted, 'StorageMedia9333CB25']);
    expect(dataVerdict(templateLosses(released, after), both).refusals).toEqual([]);
  });
});

describe('data losses read from a change set', () => {
  it("takes CloudFormation's Replacement and Remove for data, and nothing else", () => {
    // Act
    const losses = changeSetLosses([
      {
        ResourceChange: {
          Action: 'Modify',
          LogicalResourceId: 'DataphotosB03958C7',
          ResourceType: 'AWS::DynamoDB::Table',
          Replacement: 'True',
          Details: [
            { Target: { Name: 'KeySchema', RequiresRecreation: 'Always' } },
            { Target: { Name: 'BillingMode', RequiresRecreation: 'Never' } },
          ],
        },
      },
      {
        ResourceChange: {
          Action: 'Modify',
          LogicalResourceId: 'StorageMedia9333CB25',
          ResourceType: 'AWS::S3::Bucket',
          Replacement: 'Conditional',
          Details: [{ Target: { Name: 'BucketName', RequiresRecreation: 'Conditionally' } }],
        },
      },
      {
        ResourceChange: {
          Action: 'Remove',
          LogicalResourceId: 'ApiJwtSecretF302CD05',
          ResourceType: 'AWS::SecretsManager::Secret',
        },
      },
      {
        ResourceChange: {
          Action: 'Modify',
          LogicalResourceId: 'Datastagiaires938DC270',
          ResourceType: 'AWS::DynamoDB::Table',
          Replacement: 'False',
        },
      },
      {
        ResourceChange: {
          Action: 'Modify',
          LogicalResourceId: 'ApiHandlerFunction426EBE6D',
          ResourceType: 'AWS::Lambda::Function',
          Replacement: 'True',
        },
      },
      { ResourceChange: { Action: 'Add', LogicalResourceId: 'New', ResourceType: 'AWS::S3::Bucket' } },
    ]);

    // Assess
    expect(dataVerdict(losses, new Set()).refusals).toEqual([
      'table DynamoDB DataphotosB03958C7 : le jeu de modifications la remplace (KeySchema)',
      'compartiment S3 StorageMedia9333CB25 : le jeu de modifications peut la remplacer (BucketName)',
      'secret ApiJwtSecretF302CD05 : le jeu de modifications la supprime de la pile',
    ]);
  });
});

describe('the inventory kept of a released template', () => {
  it('keeps each data-holding resource with its replacing properties only', () => {
    expect(dataInventory(released)).toEqual({
      Datastagiaires938DC270: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }] },
      },
      DataphotosB03958C7: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { KeySchema: released.Resources?.DataphotosB03958C7?.Properties?.KeySchema },
      },
      StorageMedia9333CB25: {
        Type: 'AWS::S3::Bucket',
        Properties: { BucketName: 'portail-photos-media-0123456789ab' },
      },
      ApiJwtSecretF302CD05: { Type: 'AWS::SecretsManager::Secret', Properties: {} },
    });
  });

  it('judges a change from the inventory as from the whole template', () => {
    const after = edited('DataphotosB03958C7', (properties) => {
      properties.KeySchema = [{ AttributeName: 'photoId', KeyType: 'HASH' }];
    });
    expect(templateLosses({ Resources: dataInventory(released) }, after)).toEqual(
      templateLosses(released, after),
    );
  });

  it('names, for every data-holding type, at least one property that replaces it', () => {
    for (const properties of Object.values(REPLACING_PROPERTIES))
      expect(properties.length).toBeGreaterThan(0);
    expect(REPLACING_PROPERTIES['AWS::DynamoDB::Table']).toEqual(
      expect.arrayContaining(['TableName', 'KeySchema']),
    );
    expect(REPLACING_PROPERTIES['AWS::S3::Bucket']).toContain('BucketName');
  });
});

describe('--accepter-perte', () => {
  it('names one resource each time: bare or empty, it is refused', () => {
    expect(acceptLossMisuse(['--accepter-perte'])).toContain('--accepter-perte=<IdentifiantLogique>');
    expect(acceptLossMisuse(['--accepter-perte='])).toContain('une fois par ressource');
    expect(acceptLossMisuse(['--accepter-perte=DatastagesAC7CB7CA'])).toBeUndefined();
    expect([...acceptedLosses(['--accepter-perte=', '--accepter-perte=A', '--accepter-perte=B'])]).toEqual([
      'A',
      'B',
    ]);
  });

  it('warns of an accepted id that matches no loss, which forces nothing', () => {
    expect(unmatchedAcceptances(new Set(['Datastages', 'Datastagse']), new Set(['Datastages']))).toEqual([
      "Attention : --accepter-perte=Datastagse ne correspond à aucune perte trouvée : rien n'est forcé pour elle.",
    ]);
  });
});

describe('names written with the stack pseudo parameters', () => {
  const STACK_ID =
    'arn:aws:cloudformation:eu-west-3:111122223333:stack/portail-photos/1b2c3d4e-aaaa-bbbb-cccc-0123456789ab';
  const pseudo = pseudoParametersOf(STACK_ID);
  const bucket = (BucketName: unknown): Template => ({
    Resources: { StorageMedia9333CB25: { Type: 'AWS::S3::Bucket', Properties: { BucketName } } },
  });
  /** The name of a bucket deployed before names were drawn from the stack: account and region. */
  const byAccount = {
    'Fn::Join': ['', ['portail-photos-media-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
  };

  it('works out joins, splits and selects of the stack id as CloudFormation does', () => {
    const drawn = {
      'Fn::Join': [
        '',
        [
          'portail-photos-media-',
          {
            'Fn::Select': [
              4,
              { 'Fn::Split': ['-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }] },
            ],
          },
        ],
      ],
    };
    expect(resolvePseudo(drawn, pseudo)).toBe('portail-photos-media-0123456789ab');
    expect(resolvePseudo(byAccount, pseudo)).toBe('portail-photos-media-111122223333-eu-west-3');
    expect(resolvePseudo({ Ref: 'MediaBucket' }, pseudo)).toEqual({ Ref: 'MediaBucket' });
  });

  it('keeps an old bucket name given as a literal, and still refuses another one', () => {
    // Act
    const kept = templateLosses(
      bucket(byAccount),
      bucket('portail-photos-media-111122223333-eu-west-3'),
      pseudo,
    );
    const renamed = templateLosses(
      bucket(byAccount),
      bucket('portail-photos-media-111122223333-eu-west-1'),
      pseudo,
    );

    // Assess
    expect(kept).toEqual([]);
    expect(renamed.map(({ logicalId }) => logicalId)).toEqual(['StorageMedia9333CB25']);
    // Unknown pseudo parameters (the released inventory): the expressions are compared as written.
    expect(
      templateLosses(bucket(byAccount), bucket('portail-photos-media-111122223333-eu-west-3')),
    ).toHaveLength(1);
  });
});

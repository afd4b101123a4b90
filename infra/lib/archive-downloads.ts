/**
 * Zip archives are downloaded through CloudFront, from the site's own origin (/archives/…), with
 * signed URLs: the behaviour trusts one key group, so only links the API signed open, the zip comes
 * from the nearest edge, and the media bucket stays private (Origin Access Control).
 * The RSA signing key is made at deployment by a custom resource and kept in Secrets Manager; only
 * its public half reaches CloudFront and the template.
 */
import { Annotations, type CfnResource, CustomResource, Duration, Stack } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  type Distribution,
  type IResponseHeadersPolicy,
  KeyGroup,
  PublicKey,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { envNames } from '../../shared/env-names.js';
import { ARCHIVES_PREFIX } from '../../shared/media-keys.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

export interface ArchiveDownloadsProps {
  readonly storage: Storage;
  readonly distribution: Distribution;
  /** The site's security headers, on archive answers too. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** The origin links are made for (the custom domain when there is one). */
  readonly siteUrl: string;
}

export class ArchiveDownloads extends Construct {
  /** The custom resource's function that makes the signing key. */
  readonly keyMaker: PortalFunction;
  readonly privateKey: Secret;
  readonly publicKey: PublicKey;
  readonly keyGroup: KeyGroup;
  /** What the API needs to sign archive links. */
  readonly environment: Readonly<Record<string, string>>;

  constructor(
    scope: Construct,
    id: string,
    { storage, distribution, siteUrl, responseHeadersPolicy }: ArchiveDownloadsProps,
  ) {
    super(scope, id);
    // Created with a random placeholder; the custom resource below replaces it with the RSA key.
    this.privateKey = new Secret(this, 'SigningKey', {
      description: 'Private key signing the CloudFront links of zip archives (RSA 2048, PEM)',
    });
    acknowledge(this.privateKey, {
      'AwsSolutions-SMG4':
        'Rotating the archive signing key means a new CloudFront public key in the key group; it is a ' +
        'deployment (replace the custom resource) rather than a scheduled rotation. Links last 2 hours.',
    });

    const keyMaker = new PortalFunction(this, 'KeyMaker', {
      entry: 'functions/custom-resources/archive-signing-key.ts',
      description: 'Custom resource: generates the archive signing key once, answers its public half',
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: {},
    });
    this.keyMaker = keyMaker;
    // Reads the secret, and stores the generated key: no more.
    keyMaker.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.privateKey.secretArn],
      }),
    );
    justifyGrant(
      keyMaker.role,
      ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      'Runs only during deployments; its secret store is tested in memory (archive-signing-key.test.ts).',
    );
    const provider = new Provider(this, 'KeyProvider', { onEventHandler: keyMaker.fn });
    // The framework's function is plain JavaScript: arm64 like every function of the stack.
    (provider.node.findChild('framework-onEvent').node.defaultChild as CfnResource).addPropertyOverride(
      'Architectures',
      ['arm64'],
    );
    acknowledge(provider, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        "The Provider framework's own function uses AWSLambdaBasicExecutionRole to write its logs.",
      [wildcardResource(this, `${keyMaker.fn.functionArn}:*`)]:
        'The Provider framework may invoke the key-maker function and its versions (function ARN + :*).',
    });
    const signingKey = new CustomResource(this, 'SigningKeyPair', {
      serviceToken: provider.serviceToken,
      properties: { SecretId: this.privateKey.secretArn },
    });

    this.publicKey = new PublicKey(this, 'PublicKey', {
      encodedKey: signingKey.getAttString('PublicKey'),
      comment: 'Verifies the signed links of zip archives',
    });
    this.keyGroup = new KeyGroup(this, 'KeyGroup', { items: [this.publicKey] });

    // The bucket is named, not referenced: its CORS rule already names the distribution, and a
    // reference each way would be a circular dependency. So the read grant is written here, limited
    // to archives/ and to this distribution.
    const media = Bucket.fromBucketAttributes(this, 'MediaByName', {
      bucketName: storage.mediaName,
      region: Stack.of(this).region,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(media, { originAccessLevels: [AccessLevel.READ] });
    storage.media.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [storage.media.arnForObjects(`${ARCHIVES_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
    Annotations.of(distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The bucket policy statement for this origin is added just above, on the bucket itself.',
    );
    distribution.addBehavior(`${ARCHIVES_PREFIX}*`, origin, {
      trustedKeyGroups: [this.keyGroup],
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      // An archive key names one selection of one version of each photo: its bytes never change.
      // The signature is in the query string, which this policy leaves out of the cache key.
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
    });

    this.environment = {
      [envNames.archiveCdnUrl]: siteUrl,
      [envNames.archiveCdnKeyPairId]: this.publicKey.publicKeyId,
      [envNames.archiveCdnPrivateKeyArn]: this.privateKey.secretArn,
    };
  }
}

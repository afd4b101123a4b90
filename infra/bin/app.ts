/** The CDK app (`cdk.json` runs it with tsx): the portal stack, checked by cdk-nag's AwsSolutions. */
import { App } from 'aws-cdk-lib';
import { DeployRefused } from '../lib/deploy-settings.js';
import { buildPortal } from '../lib/portal-app.js';

const app = new App();
try {
  buildPortal(app);
} catch (error) {
  // A refused deployment is an operator's missing settings, not a bug: the French list, no stack trace.
  if (!(error instanceof DeployRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();

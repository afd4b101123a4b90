/** The CDK app (`cdk.json` runs it with tsx): the portal stack, checked by cdk-nag's AwsSolutions. */
import { App } from 'aws-cdk-lib';
import { buildPortal } from '../lib/portal-app.js';

const app = new App();
buildPortal(app);
app.synth();

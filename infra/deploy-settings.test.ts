import { describe, expect, it } from 'vitest';
import { tables } from '../shared/resources.js';
import { stackOutputs, tableOutput } from '../shared/stack-outputs.js';
import { checkDeploySettings, DeployRefused } from './lib/deploy-settings.js';
import { synthesize, synthPortal } from './test-support.js';

const organisation = {
  VITE_ORG_NAME: 'Colos de la Mer',
  VITE_ORG_ADDRESS: '3 quai des Pêcheurs, 17000 La Rochelle',
  VITE_ORG_PUBLICATION_DIRECTOR: 'Jeanne Roux, présidente',
};
const complete: Record<string, string> = {
  mailDomain: 'colos-de-la-mer.fr',
  adminEmail: 'equipe@colos-de-la-mer.fr',
  alarmEmail: 'alertes@colos-de-la-mer.fr',
};

describe('settings a deployment must be given', () => {
  it('lists, in French, every missing value: sender domain, both addresses, the organisation', () => {
    // Act
    const { problems, values } = checkDeploySettings(() => undefined, {});
    // Assess
    expect(values).toBeUndefined();
    expect(problems).toEqual([
      "domaine d'envoi des mails, vérifié dans SES par DKIM : -c mailDomain=mon-organisation.fr",
      'adresse des administrateurs (notifications du portail) : -c adminEmail=equipe@mon-organisation.fr',
      'adresse qui reçoit les alarmes : -c alarmEmail=alertes@mon-organisation.fr',
      "nom de l'organisateur (mentions légales) : VITE_ORG_NAME",
      "adresse postale de l'organisateur (mentions légales) : VITE_ORG_ADDRESS",
      'directeur ou directrice de la publication (mentions légales) : VITE_ORG_PUBLICATION_DIRECTOR',
    ]);
  });

  it("refuses malformed values, a sender outside the domain and the demo organisation's identity", () => {
    const context: Record<string, string> = {
      mailDomain: 'colos de la mer',
      adminEmail: 'equipe',
      alarmEmail: 'alertes@colos-de-la-mer.fr',
    };
    const { problems } = checkDeploySettings((key) => context[key], {
      ...organisation,
      VITE_ORG_NAME: 'Les Colos du Soleil',
    });
    expect(problems).toEqual([
      "domaine d'envoi des mails : « colos de la mer » n'est pas un nom de domaine",
      "adresse des administrateurs (notifications du portail) : « equipe » n'est pas une adresse e-mail (-c adminEmail=equipe@mon-organisation.fr)",
      "nom de l'organisateur (mentions légales) : VITE_ORG_NAME est celui de la démo",
    ]);
    const outside = checkDeploySettings(
      (key) => ({ ...complete, mailSender: 'photos@gmail.com' })[key],
      organisation,
    );
    expect(outside.problems).toEqual([
      "expéditeur des mails : « photos@gmail.com » n'est pas une adresse du domaine colos-de-la-mer.fr",
    ]);
  });

  it('lets a complete deployment through, the sender defaulting to no-reply@ its domain', () => {
    const { problems, values } = checkDeploySettings((key) => complete[key], organisation);
    expect(problems).toEqual([]);
    expect(values).toEqual({ ...complete, mailSender: 'no-reply@colos-de-la-mer.fr' });
  });

  it('stops `cdk synth` of a deploy target with the French list, before any stack exists', () => {
    // Prepare: cdk.json's context alone, as a bare `cdk synth` or `cdk deploy` runs the app
    const bare = () => synthesize({ context: { example: 'false' } });
    // Act + Assess
    expect(bare).toThrow(DeployRefused);
    expect(bare).toThrow(
      /^Déploiement refusé : .*Rien n'a été envoyé à AWS\.\n {2}- domaine d'envoi des mails/,
    );
    expect(bare).toThrow(/-c adminEmail=.*\n.*-c alarmEmail=/);
  });

  it('outputs what an operator needs: every table by name, the region, the alarm topic', () => {
    // Prepare
    const { stack, template } = synthPortal();
    // Act
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // Assess
    for (const name of Object.keys(tables) as (keyof typeof tables)[]) {
      expect(outputs[tableOutput(name)]?.Value, name).toEqual(
        stack.resolve(stack.data.tables[name].tableName),
      );
    }
    expect(outputs[stackOutputs.region]?.Value).toEqual({ Ref: 'AWS::Region' });
    expect(outputs.AlarmTopicArn).toBeDefined();
  });
});

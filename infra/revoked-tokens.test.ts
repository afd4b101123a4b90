import { describe, expect, it } from 'vitest';
import { synthPortal } from './test-support.js';

describe('revoked tokens table', () => {
  it('lets the API only read and write revocations by token id', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const table = JSON.stringify(stack.resolve(stack.data.tables.revokedTokens.tableArn));
    // Act
    const grants = grantsOf(stack.api.handler.role).filter((grant) => grant.resource === table);
    // Assess
    expect(grants.map((grant) => grant.action).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
  });
});

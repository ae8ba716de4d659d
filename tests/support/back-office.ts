import { expectOk, userByAccount } from './assertions.js';
import { DEMO, type ApiClient, type TestServer } from './test-server.js';

/** admin01's row, portal token, and the back-office token it gets through adminUser/login (spec section 6). */
export async function backOfficeTokens(suite: { server: TestServer; client: ApiClient }) {
  const admin = await userByAccount(suite.server.db, DEMO.admin.account);
  const portal = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
  const office = expectOk(await suite.client.post<{ remember_token: string }>('/api/adminUser/login', { user_id: admin.id }, { token: portal })).remember_token;
  return { admin, portal, office };
}

import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

/**
 * The gateway's schema is composed from the REST API's own OpenAPI document
 * (mesh/openapi.json, written by `npm run openapi`). The caller's token, device type and
 * language are forwarded on every upstream call.
 */
export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Portal', {
        source: './mesh/openapi.json',
        endpoint: 'http://localhost:3000',
        operationHeaders: {
          Authorization: '{context.headers.authorization}',
          DeviceType: 'PC',
          'Accept-Language': '{context.headers.accept-language}',
        },
      }),
    },
  ],
});

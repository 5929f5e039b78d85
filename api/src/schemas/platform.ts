// Issue 37: the platform routes' path parameters (the bodies are @leafbid/domain/schemas').
import { z } from 'zod';
import { sharedSchemas } from './shared-schemas.js';

export const remoteParams = z.object({ remote: sharedSchemas.releaseRemoteSchema });

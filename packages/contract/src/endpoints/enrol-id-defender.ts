import {
  IdDefenderEnrolRequestSchema,
  IdDefenderFeatureParamsSchema,
  IdDefenderFeatureStateSchema,
} from '../id-defender';
import { endpoint } from './define-endpoint';

export const enrolIdDefender = endpoint({
  method: 'PUT',
  path: '/api/v2/id-defender/:feature/enrolment',
  auth: 'session',
  params: IdDefenderFeatureParamsSchema,
  body: IdDefenderEnrolRequestSchema,
  response: IdDefenderFeatureStateSchema,
  status: 200,
});

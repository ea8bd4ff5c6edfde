/** The general domain's handler map (generated `GeneralHandlers`); each handler lives in the file named for it. */
import type { GeneralHandlers } from '@storeops/contract';
import { intentDeclare, intentList, intentRelease, intentRevert, intentStatus } from './intents';
import { listStoreActions } from './store-actions';
import { whereInService } from './where-in-service';

export const handlers = {
  intent_declare: intentDeclare,
  intent_list: intentList,
  intent_release: intentRelease,
  intent_revert: intentRevert,
  intent_status: intentStatus,
  list_store_actions: listStoreActions,
  where_in_service: whereInService,
} satisfies GeneralHandlers;

import { noParams } from './account.ts';
import { get, relay, send, T } from './define.ts';
import * as rg from './responsible.ts';

/** Responsible-gaming calls of the member centre (the reference server's paths). */
export const responsibleEndpoints = {
  responsibleStatus: get('responsibleStatus', relay('RG_getStatus'), noParams, rg.responsibleStatus, T),
  responsibleSetLimit: send(
    'POST',
    'responsibleSetLimit',
    relay('RG_setLimit'),
    rg.setLimitRequest,
    rg.responsibleStatus,
    T,
  ),
  responsibleTakeBreak: send(
    'POST',
    'responsibleTakeBreak',
    relay('RG_takeBreak'),
    rg.takeBreakRequest,
    rg.responsibleStatus,
    T,
  ),
  responsibleRealityCheck: send(
    'POST',
    'responsibleRealityCheck',
    relay('RG_setRealityCheck'),
    rg.realityCheckRequest,
    rg.responsibleStatus,
    T,
  ),
  responsibleDepositPrompt: send(
    'POST',
    'responsibleDepositPrompt',
    relay('RG_answerDepositPrompt'),
    rg.depositPromptRequest,
    rg.responsibleStatus,
    T,
  ),
} as const;

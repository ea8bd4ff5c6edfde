// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
import type { OperationDescriptor } from '../operation';

/** Every tool operation name in the contract, sorted. */
export const OPERATION_NAMES = [
  'approval_list',
  'approval_status',
  'approval_submit',
  'approval_withdraw',
  'create_alert',
  'disable_automation',
  'enable_automation',
  'finance_subscription_create',
  'get_alerts',
  'get_calibration',
  'get_cs_attention',
  'get_orders',
  'get_recent_decisions',
  'get_store_overview',
  'get_variants',
  'intent_declare',
  'intent_list',
  'intent_release',
  'intent_revert',
  'intent_status',
  'list_store_actions',
  'policy_create',
  'policy_delete',
  'policy_list',
  'policy_update',
  'propose_discount',
  'query_performance',
  'query_products',
  'receipts_list',
  'receipts_price_memory',
  'run_calibration',
  'sandbox_approval_decide',
  'set_automation_enabled',
  'set_kill_switch',
  'simulate',
  'storefront_update_inventory',
  'storefront_update_variant_price',
  'subscription_create',
  'subscription_delete',
  'subscription_deliveries',
  'subscription_list',
  'subscription_redeliver',
  'subscription_update',
  'where_in_service',
] as const;

export type OperationName = (typeof OPERATION_NAMES)[number];

/** The operation registry, sorted by name. */
export const OPERATIONS: readonly OperationDescriptor<OperationName>[] = [
  {
    "name": "approval_list",
    "method": "POST",
    "path": "/api/v1/approvals/list",
    "summary": "List approval cards",
    "description": "Lists the store's approval cards, newest first, optionally by `status`; `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor`.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `approval_list`.",
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "requested",
            "approved",
            "rejected",
            "expired",
            "withdrawn",
            "failed"
          ],
          "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Cards per page, 1..50 (default 20), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page)."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of approval cards, newest first.",
      "required": [
        "approvals",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "approvals": {
          "type": "array",
          "items": {
            "type": "object",
            "description": "An approval card (proposed write or app approval request).",
            "required": [
              "id",
              "kind",
              "operation",
              "title",
              "status",
              "amount_cents",
              "currency",
              "reversibility_class",
              "change",
              "requested_by",
              "decided_by",
              "decided_at",
              "reason",
              "receipt_id",
              "expires_at",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "proposed_write",
                  "app_request"
                ],
                "description": "`proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`."
              },
              "operation": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The operation applied on approval (proposed writes); null for app requests."
              },
              "title": {
                "type": "string"
              },
              "status": {
                "type": "string",
                "enum": [
                  "requested",
                  "approved",
                  "rejected",
                  "expired",
                  "withdrawn",
                  "failed"
                ],
                "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
              },
              "amount_cents": {
                "type": [
                  "integer",
                  "null"
                ],
                "description": "Money at stake in cents of `currency`."
              },
              "currency": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "ISO 4217 code of `amount_cents`."
              },
              "reversibility_class": {
                "type": "string",
                "enum": [
                  "reversible",
                  "compensatable",
                  "irreversible"
                ],
                "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
              },
              "change": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
                    "required": [
                      "title",
                      "changes",
                      "amount_cents",
                      "reversibility_class",
                      "reversal"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "title": {
                        "type": "string",
                        "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
                      },
                      "changes": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                          "type": "object",
                          "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                          "required": [
                            "resource_kind",
                            "resource_ref",
                            "field",
                            "before",
                            "after"
                          ],
                          "additionalProperties": false,
                          "properties": {
                            "resource_kind": {
                              "type": "string",
                              "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                            },
                            "resource_ref": {
                              "type": "string",
                              "description": "Identifier of the resource (a UUID, a slug or the store id)."
                            },
                            "field": {
                              "type": "string",
                              "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                            },
                            "before": {
                              "description": "Value now (when proposed), as JSON."
                            },
                            "after": {
                              "description": "Value after the change, as JSON."
                            }
                          }
                        }
                      },
                      "amount_cents": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "description": "Money at stake in cents of the store currency, when the change has a monetary size."
                      },
                      "reversibility_class": {
                        "type": "string",
                        "enum": [
                          "reversible",
                          "compensatable",
                          "irreversible"
                        ],
                        "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
                      },
                      "reversal": {
                        "oneOf": [
                          {
                            "type": "object",
                            "description": "The write that undoes the change.",
                            "required": [
                              "operation",
                              "arguments",
                              "description"
                            ],
                            "additionalProperties": false,
                            "properties": {
                              "operation": {
                                "type": "string",
                                "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                              },
                              "arguments": {
                                "type": "object",
                                "description": "Its arguments.",
                                "additionalProperties": true
                              },
                              "description": {
                                "type": "string",
                                "description": "What the reversal does, for a person."
                              }
                            }
                          },
                          {
                            "type": "null"
                          }
                        ],
                        "description": "How to undo it; null when it cannot be undone by another write."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "The exact change (proposed writes); null for app requests, which change nothing themselves."
              },
              "requested_by": {
                "type": "string",
                "description": "Credential id that created the card."
              },
              "decided_by": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided."
              },
              "decided_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time"
              },
              "reason": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Why it was rejected, withdrawn or failed."
              },
              "receipt_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "Receipt of the applied change (approved proposed writes)."
              },
              "expires_at": {
                "type": "string",
                "format": "date-time",
                "description": "Deadline; a card still `requested` then becomes `expired`."
              },
              "created_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "has_more": {
          "type": "boolean"
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null on the last page."
        }
      }
    }
  },
  {
    "name": "approval_status",
    "method": "POST",
    "path": "/api/v1/approvals/status",
    "summary": "Get one approval card",
    "description": "Answers one approval card with its current state (`requested`, `approved`, `rejected`, `expired`, `withdrawn` or `failed`). A card past its deadline is reported `expired`.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). A card of another store answers `invalid_request` naming `approval_id`.\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Identifies one approval card.",
      "required": [
        "approval_id"
      ],
      "additionalProperties": false,
      "properties": {
        "approval_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The card's id (`approval_id` of a proposed write, or `id` of an approval)."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "An approval card (proposed write or app approval request).",
      "required": [
        "id",
        "kind",
        "operation",
        "title",
        "status",
        "amount_cents",
        "currency",
        "reversibility_class",
        "change",
        "requested_by",
        "decided_by",
        "decided_at",
        "reason",
        "receipt_id",
        "expires_at",
        "created_at"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid"
        },
        "kind": {
          "type": "string",
          "enum": [
            "proposed_write",
            "app_request"
          ],
          "description": "`proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`."
        },
        "operation": {
          "type": [
            "string",
            "null"
          ],
          "description": "The operation applied on approval (proposed writes); null for app requests."
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "requested",
            "approved",
            "rejected",
            "expired",
            "withdrawn",
            "failed"
          ],
          "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
        },
        "amount_cents": {
          "type": [
            "integer",
            "null"
          ],
          "description": "Money at stake in cents of `currency`."
        },
        "currency": {
          "type": [
            "string",
            "null"
          ],
          "description": "ISO 4217 code of `amount_cents`."
        },
        "reversibility_class": {
          "type": "string",
          "enum": [
            "reversible",
            "compensatable",
            "irreversible"
          ],
          "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
        },
        "change": {
          "oneOf": [
            {
              "type": "object",
              "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
              "required": [
                "title",
                "changes",
                "amount_cents",
                "reversibility_class",
                "reversal"
              ],
              "additionalProperties": false,
              "properties": {
                "title": {
                  "type": "string",
                  "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
                },
                "changes": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "object",
                    "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                    "required": [
                      "resource_kind",
                      "resource_ref",
                      "field",
                      "before",
                      "after"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "resource_kind": {
                        "type": "string",
                        "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                      },
                      "resource_ref": {
                        "type": "string",
                        "description": "Identifier of the resource (a UUID, a slug or the store id)."
                      },
                      "field": {
                        "type": "string",
                        "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                      },
                      "before": {
                        "description": "Value now (when proposed), as JSON."
                      },
                      "after": {
                        "description": "Value after the change, as JSON."
                      }
                    }
                  }
                },
                "amount_cents": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "Money at stake in cents of the store currency, when the change has a monetary size."
                },
                "reversibility_class": {
                  "type": "string",
                  "enum": [
                    "reversible",
                    "compensatable",
                    "irreversible"
                  ],
                  "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
                },
                "reversal": {
                  "oneOf": [
                    {
                      "type": "object",
                      "description": "The write that undoes the change.",
                      "required": [
                        "operation",
                        "arguments",
                        "description"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "operation": {
                          "type": "string",
                          "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                        },
                        "arguments": {
                          "type": "object",
                          "description": "Its arguments.",
                          "additionalProperties": true
                        },
                        "description": {
                          "type": "string",
                          "description": "What the reversal does, for a person."
                        }
                      }
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "How to undo it; null when it cannot be undone by another write."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "The exact change (proposed writes); null for app requests, which change nothing themselves."
        },
        "requested_by": {
          "type": "string",
          "description": "Credential id that created the card."
        },
        "decided_by": {
          "type": [
            "string",
            "null"
          ],
          "description": "Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided."
        },
        "decided_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "description": "Why it was rejected, withdrawn or failed."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change (approved proposed writes)."
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "description": "Deadline; a card still `requested` then becomes `expired`."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  },
  {
    "name": "approval_submit",
    "method": "POST",
    "path": "/api/v1/approvals",
    "summary": "Ask the merchant to approve something",
    "description": "Creates an approval card (state `requested`, event `approval.requested`) that waits in the dashboard's approvals inbox until a person approves or rejects it (event `approval.decided`), the deadline passes (`expired`, event `approval.expired`) or the app withdraws it (`approval_withdraw`). Poll `approval_status` or subscribe to `approval.decided`.\n\nSend `idempotency_key` (or the `Idempotency-Key` header) so a retry cannot submit twice.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Approval request (seed: \"Approval request\"): an app asks the merchant to approve something. The card waits in the dashboard's approvals inbox.",
      "required": [
        "title",
        "reversibility_class"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "What the merchant is asked to approve."
        },
        "amount_cents": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000000,
          "description": "Money at stake in cents of `currency` (required together with `currency`)."
        },
        "currency": {
          "type": "string",
          "pattern": "^[A-Z]{3}$",
          "maxLength": 3,
          "description": "ISO 4217 currency code of `amount_cents`."
        },
        "reversibility_class": {
          "type": "string",
          "enum": [
            "reversible",
            "compensatable",
            "irreversible"
          ],
          "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
        },
        "expires_in_seconds": {
          "type": "integer",
          "minimum": 60,
          "maximum": 2592000,
          "default": 259200,
          "description": "Deadline, in seconds from now (60 s .. 30 days; default 72 hours). Then the card expires (event `approval.expired`)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "An approval card (proposed write or app approval request).",
      "required": [
        "id",
        "kind",
        "operation",
        "title",
        "status",
        "amount_cents",
        "currency",
        "reversibility_class",
        "change",
        "requested_by",
        "decided_by",
        "decided_at",
        "reason",
        "receipt_id",
        "expires_at",
        "created_at"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid"
        },
        "kind": {
          "type": "string",
          "enum": [
            "proposed_write",
            "app_request"
          ],
          "description": "`proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`."
        },
        "operation": {
          "type": [
            "string",
            "null"
          ],
          "description": "The operation applied on approval (proposed writes); null for app requests."
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "requested",
            "approved",
            "rejected",
            "expired",
            "withdrawn",
            "failed"
          ],
          "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
        },
        "amount_cents": {
          "type": [
            "integer",
            "null"
          ],
          "description": "Money at stake in cents of `currency`."
        },
        "currency": {
          "type": [
            "string",
            "null"
          ],
          "description": "ISO 4217 code of `amount_cents`."
        },
        "reversibility_class": {
          "type": "string",
          "enum": [
            "reversible",
            "compensatable",
            "irreversible"
          ],
          "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
        },
        "change": {
          "oneOf": [
            {
              "type": "object",
              "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
              "required": [
                "title",
                "changes",
                "amount_cents",
                "reversibility_class",
                "reversal"
              ],
              "additionalProperties": false,
              "properties": {
                "title": {
                  "type": "string",
                  "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
                },
                "changes": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "object",
                    "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                    "required": [
                      "resource_kind",
                      "resource_ref",
                      "field",
                      "before",
                      "after"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "resource_kind": {
                        "type": "string",
                        "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                      },
                      "resource_ref": {
                        "type": "string",
                        "description": "Identifier of the resource (a UUID, a slug or the store id)."
                      },
                      "field": {
                        "type": "string",
                        "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                      },
                      "before": {
                        "description": "Value now (when proposed), as JSON."
                      },
                      "after": {
                        "description": "Value after the change, as JSON."
                      }
                    }
                  }
                },
                "amount_cents": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "Money at stake in cents of the store currency, when the change has a monetary size."
                },
                "reversibility_class": {
                  "type": "string",
                  "enum": [
                    "reversible",
                    "compensatable",
                    "irreversible"
                  ],
                  "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
                },
                "reversal": {
                  "oneOf": [
                    {
                      "type": "object",
                      "description": "The write that undoes the change.",
                      "required": [
                        "operation",
                        "arguments",
                        "description"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "operation": {
                          "type": "string",
                          "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                        },
                        "arguments": {
                          "type": "object",
                          "description": "Its arguments.",
                          "additionalProperties": true
                        },
                        "description": {
                          "type": "string",
                          "description": "What the reversal does, for a person."
                        }
                      }
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "How to undo it; null when it cannot be undone by another write."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "The exact change (proposed writes); null for app requests, which change nothing themselves."
        },
        "requested_by": {
          "type": "string",
          "description": "Credential id that created the card."
        },
        "decided_by": {
          "type": [
            "string",
            "null"
          ],
          "description": "Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided."
        },
        "decided_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "description": "Why it was rejected, withdrawn or failed."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change (approved proposed writes)."
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "description": "Deadline; a card still `requested` then becomes `expired`."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  },
  {
    "name": "approval_withdraw",
    "method": "POST",
    "path": "/api/v1/approvals/withdraw",
    "summary": "Withdraw an approval card",
    "description": "Withdraws a card that still waits (`requested` -> `withdrawn`); nothing is applied. A card already decided, expired or withdrawn answers `invalid_request` naming `approval_id` with its state.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `approval_withdraw`.",
      "required": [
        "approval_id"
      ],
      "additionalProperties": false,
      "properties": {
        "approval_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The card to withdraw; only a `requested` card can be withdrawn, and only by a credential of its store."
        },
        "reason": {
          "type": "string",
          "maxLength": 500,
          "description": "Why, recorded on the card."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "An approval card (proposed write or app approval request).",
      "required": [
        "id",
        "kind",
        "operation",
        "title",
        "status",
        "amount_cents",
        "currency",
        "reversibility_class",
        "change",
        "requested_by",
        "decided_by",
        "decided_at",
        "reason",
        "receipt_id",
        "expires_at",
        "created_at"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid"
        },
        "kind": {
          "type": "string",
          "enum": [
            "proposed_write",
            "app_request"
          ],
          "description": "`proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`."
        },
        "operation": {
          "type": [
            "string",
            "null"
          ],
          "description": "The operation applied on approval (proposed writes); null for app requests."
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "requested",
            "approved",
            "rejected",
            "expired",
            "withdrawn",
            "failed"
          ],
          "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
        },
        "amount_cents": {
          "type": [
            "integer",
            "null"
          ],
          "description": "Money at stake in cents of `currency`."
        },
        "currency": {
          "type": [
            "string",
            "null"
          ],
          "description": "ISO 4217 code of `amount_cents`."
        },
        "reversibility_class": {
          "type": "string",
          "enum": [
            "reversible",
            "compensatable",
            "irreversible"
          ],
          "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
        },
        "change": {
          "oneOf": [
            {
              "type": "object",
              "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
              "required": [
                "title",
                "changes",
                "amount_cents",
                "reversibility_class",
                "reversal"
              ],
              "additionalProperties": false,
              "properties": {
                "title": {
                  "type": "string",
                  "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
                },
                "changes": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "object",
                    "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                    "required": [
                      "resource_kind",
                      "resource_ref",
                      "field",
                      "before",
                      "after"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "resource_kind": {
                        "type": "string",
                        "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                      },
                      "resource_ref": {
                        "type": "string",
                        "description": "Identifier of the resource (a UUID, a slug or the store id)."
                      },
                      "field": {
                        "type": "string",
                        "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                      },
                      "before": {
                        "description": "Value now (when proposed), as JSON."
                      },
                      "after": {
                        "description": "Value after the change, as JSON."
                      }
                    }
                  }
                },
                "amount_cents": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "Money at stake in cents of the store currency, when the change has a monetary size."
                },
                "reversibility_class": {
                  "type": "string",
                  "enum": [
                    "reversible",
                    "compensatable",
                    "irreversible"
                  ],
                  "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
                },
                "reversal": {
                  "oneOf": [
                    {
                      "type": "object",
                      "description": "The write that undoes the change.",
                      "required": [
                        "operation",
                        "arguments",
                        "description"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "operation": {
                          "type": "string",
                          "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                        },
                        "arguments": {
                          "type": "object",
                          "description": "Its arguments.",
                          "additionalProperties": true
                        },
                        "description": {
                          "type": "string",
                          "description": "What the reversal does, for a person."
                        }
                      }
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "How to undo it; null when it cannot be undone by another write."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "The exact change (proposed writes); null for app requests, which change nothing themselves."
        },
        "requested_by": {
          "type": "string",
          "description": "Credential id that created the card."
        },
        "decided_by": {
          "type": [
            "string",
            "null"
          ],
          "description": "Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided."
        },
        "decided_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "description": "Why it was rejected, withdrawn or failed."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change (approved proposed writes)."
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "description": "Deadline; a card still `requested` then becomes `expired`."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  },
  {
    "name": "create_alert",
    "method": "POST",
    "path": "/api/v1/tools/create_alert",
    "summary": "Raise an alert",
    "description": "Raises an open alert on the store (listed by `get_alerts`, counted in the store overview). Automatic write: applies at once with the write scope and leaves a receipt.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n\nParameters: `severity` (`critical` | `warning` | `info`), `title` (1..200 characters), `message` (1..2000), `kind` (snake_case, default `manual`), `subject_ref` (optional), `idempotency_key` (optional).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `create_alert`.",
      "required": [
        "severity",
        "title",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "severity": {
          "type": "string",
          "description": "Alert severity, most severe first.",
          "enum": [
            "critical",
            "warning",
            "info"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Short headline."
        },
        "message": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000,
          "description": "What happened and what to do."
        },
        "kind": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,63}$",
          "maxLength": 64,
          "default": "manual",
          "description": "Machine-readable kind, snake_case (default `manual`)."
        },
        "subject_ref": {
          "type": "string",
          "maxLength": 200,
          "description": "What it is about, e.g. `product:<uuid>`."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The alert created (open), and the receipt of the write.",
      "required": [
        "alert",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "alert": {
          "type": "object",
          "description": "One alert.",
          "required": [
            "id",
            "severity",
            "kind",
            "title",
            "message",
            "subject_ref",
            "detected_at",
            "resolved_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Alert identifier."
            },
            "severity": {
              "type": "string",
              "description": "Alert severity, most severe first.",
              "enum": [
                "critical",
                "warning",
                "info"
              ]
            },
            "kind": {
              "type": "string",
              "description": "What was detected, e.g. `roas_below_floor`, `stockout`, `feed_disapproval`, `refund_spike`, `sync_failed`, `spend_ceiling`."
            },
            "title": {
              "type": "string",
              "description": "Short headline."
            },
            "message": {
              "type": "string",
              "description": "Explanation for a person."
            },
            "subject_ref": {
              "type": [
                "string",
                "null"
              ],
              "description": "What the alert is about, `<kind>:<id>` (e.g. `product:<uuid>`); null when store-wide."
            },
            "detected_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the condition was detected (ISO 8601)."
            },
            "resolved_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When it was resolved (ISO 8601); null while open."
            }
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid"
        }
      }
    }
  },
  {
    "name": "disable_automation",
    "method": "POST",
    "path": "/api/v1/tools/disable_automation",
    "summary": "Switch an agent off",
    "description": "Switches one agent `off`: it decides and applies nothing. Turning automation off is a stop (seed: Risk tiers rule 2; `x-authority: stop`): it applies at once, whatever auto-apply says, and no store rule or spend ceiling holds or refuses it. A receipt records the previous mode (`resource_kind` `agent`, the agent's id; reversal `enable_automation`, which waits for an operator, or `disable_automation`). Idempotent: an agent already off is left as is (`receipt_id` null). An unknown agent answers `invalid_request` naming `agent`.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": "stop",
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `disable_automation`.",
      "required": [
        "agent"
      ],
      "additionalProperties": false,
      "properties": {
        "agent": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9-]{0,63}$",
          "maxLength": 64,
          "description": "The agent's slug (see `get_store_overview` `agents`)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The agent's mode after the write, and the receipt.",
      "required": [
        "agent",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "agent": {
          "type": "object",
          "required": [
            "slug",
            "name",
            "mode",
            "previous_mode"
          ],
          "additionalProperties": false,
          "properties": {
            "slug": {
              "type": "string"
            },
            "name": {
              "type": "string"
            },
            "mode": {
              "type": "string",
              "enum": [
                "live",
                "dry_run",
                "off"
              ],
              "description": "Mode now."
            },
            "previous_mode": {
              "type": "string",
              "enum": [
                "live",
                "dry_run",
                "off"
              ],
              "description": "Mode before the call (equal to `mode` when nothing changed)."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change; null when the agent was already in that mode (nothing changed)."
        }
      }
    }
  },
  {
    "name": "enable_automation",
    "method": "POST",
    "path": "/api/v1/tools/enable_automation",
    "summary": "Switch an agent to live",
    "description": "Asks to switch one agent to `live` (from `dry_run` or `off`): its decisions would be applied instead of only logged. This is the `turn_it_on` route of agents in dry run.\n\nTurning an agent on hands authority back to automation, so it always waits for an operator (seed: Risk tiers rule 2), whatever the credential's auto-apply says, although the catalogue lists it as an automatic write (`x-authority: handback`): the call answers `status: proposed`, `applied: false` and an approval card showing the agent's mode before and after. Nothing changes until an operator approves it in the dashboard (Approvals; in a sandbox also `sandbox_approval_decide`); approval re-reads the mode and fails the card if someone changed it meanwhile, then sets the agent live with a receipt (`resource_kind` `agent`, the agent's id; reversal `disable_automation`, or `enable_automation` when it was live). An agent already live still gets a card (before and after equal). The opposite, `disable_automation`, is a stop and applies at once. While the store's kill switch is engaged, live agents still apply nothing.\n\nAn unknown agent answers `invalid_request` naming `agent`. Scope: `automation:write` (or the `write` / `admin` bundle).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": "handback",
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `enable_automation`.",
      "required": [
        "agent"
      ],
      "additionalProperties": false,
      "properties": {
        "agent": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9-]{0,63}$",
          "maxLength": 64,
          "description": "The agent's slug (see `get_store_overview` `agents`)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "finance_subscription_create",
    "method": "POST",
    "path": "/api/v1/finance/subscriptions",
    "summary": "Subscribe an endpoint to a finance entity's events",
    "description": "Subscribes an https endpoint to the events of one finance entity (set of\nbooks) of this store (seed: Events \"Finance entity events\", \"Subscribing\",\nNon-tool endpoints `POST /api/v1/finance/subscriptions`). Finance events are\nper entity: an event of another entity never reaches it. Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256\n(`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,\n`webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:\n6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410\nunsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every\nevent type, its payload and scope: `/api/v1/asyncapi.json`.\n\n`entity_id` must be a finance entity of this store, else `invalid_request`\nnaming `entity_id`. Finance entities are the store's sets of books; today\neach demo store has one (its id and name are in the dashboard and in this\noperation's example), and the rest of the books (accounts, periods, journal\nentries, bank accounts) arrive with the finance domain, and with it the\nfinance change feed (`finance_changes`, kept 730 days) from which missed\nfinance events can be replayed (seed: Subscribing rule 6).\n\nRules, each checked before anything is saved:\n\n- `url`: `https://`, without credentials, resolving only to public addresses:\n  checked now and again when every delivery connects (so a name that later\n  resolves to a private, loopback, link-local or CGNAT address is never\n  reached). Otherwise `invalid_request` naming `url` and the reason.\n- `event_types`: each entry an exact type or a prefix ending in `*`\n  (`order.*`; `*` = every type of the family) that matches at least one\n  finance event type of the event catalogue (`/api/v1/asyncapi.json`); an\n  entry that matches none answers `invalid_request` naming it\n  (`event_types[1]: matches no finance event type ...`).\n- Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus\n  the read scope of every event type the filter matches (every finance type needs `finance:read`; the\n  `read`, `write` and `admin` bundles cover every one). A missing one answers\n  403 `insufficient_scope` whose `required_scopes` lists the read scopes still\n  missing: here each listed scope is needed.\n- No `event_types`: every finance event type the calling credential may read,\n  today and as the catalogue grows. The subscription keeps the credential's\n  scopes (`scopes`) and never receives a type they cannot read; `receives`\n  lists what it gets. A credential that may read no finance event type is\n  refused with 403 `insufficient_scope` (`required_scopes`: any one of them).\n- At most 20 finance subscriptions per finance entity, whatever their state;\n  the 21st answers `invalid_request` (delete one first). They do not count\n  towards the store's 20 store subscriptions (seed: Limits), which bound\n  `subscription_create` only.\n- A filter that matches types which are defined but which nothing emits yet\n  (`x-publishing: false` in the event catalogue) is saved; the answer carries\n  a `no_publisher_yet` warning listing them. They are delivered once a\n  release starts emitting them.\n\nStore event types are subscribed with `subscription_create`; naming one here\nanswers `invalid_request`.\n\nAutomatic write: applies at once (state `active`) and leaves a receipt\n(`resource_kind` `webhook_subscription`) whose reversal is\n`subscription_delete`. Events from before the subscription are not\ndelivered. A sandbox key subscribes its own sandbox copy: its deliveries\ncarry the CloudEvents attribute `sandbox: true`.\n\nThe answer (beyond the seed's warning, which it does not show): the saved\nsubscription (`receives` included), `warnings` (empty, or one\n`no_publisher_yet`) and `receipt_id`.\n\nOutside the seed's 188 catalogue operations (`x-catalogue: false`): served on\nREST, MCP and the SDK like any other operation, not counted by\n`list_store_actions`.\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `finance_subscription_create`: as `subscription_create`, plus the finance entity whose events the subscription receives.",
      "required": [
        "entity_id",
        "url"
      ],
      "additionalProperties": false,
      "properties": {
        "entity_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The finance entity (set of books) of this store whose events are delivered; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`."
        },
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "x-egress-target": true,
          "description": "The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."
        },
        "event_types": {
          "type": "array",
          "minItems": 1,
          "maxItems": 50,
          "uniqueItems": true,
          "description": "1..50 distinct entries, each an exact finance event type (`fin.*`) or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every finance event type (this needs `finance:read`, or a bundle).",
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[a-z0-9_.]*\\*?$",
            "description": "One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."
          }
        },
        "description": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "For a person, 1..500 characters, e.g. `ERP order export`."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The subscription after the write, its warnings, and the receipt.",
      "required": [
        "subscription",
        "warnings",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription": {
          "type": "object",
          "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
          "required": [
            "id",
            "kind",
            "entity_id",
            "url",
            "event_types",
            "receives",
            "scopes",
            "description",
            "state",
            "state_reason",
            "consecutive_failures",
            "created_by",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
              "enum": [
                "store",
                "finance"
              ]
            },
            "entity_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
            },
            "url": {
              "type": "string",
              "description": "The endpoint deliveries are POSTed to."
            },
            "event_types": {
              "type": [
                "array",
                "null"
              ],
              "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
              "items": {
                "type": "string"
              }
            },
            "receives": {
              "type": "array",
              "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
              "items": {
                "type": "string"
              }
            },
            "scopes": {
              "type": "array",
              "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
              "items": {
                "type": "string",
                "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              }
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "description": "For a person; null when none was given."
            },
            "state": {
              "type": "string",
              "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
              "enum": [
                "active",
                "disabled",
                "unsubscribed"
              ]
            },
            "state_reason": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
            },
            "consecutive_failures": {
              "type": "integer",
              "minimum": 0,
              "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
            },
            "created_by": {
              "type": "string",
              "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "warnings": {
          "type": "array",
          "description": "Empty, or one `no_publisher_yet` warning when the subscription receives types nothing emits yet (see `SubscriptionWarning`); reported whenever the filter is set, i.e. on creation and on an update that sends `event_types`.",
          "items": {
            "type": "object",
            "description": "Something about the saved subscription its creator should know; the subscription is saved either way. `no_publisher_yet`: the filter matches event types that are defined in the catalogue but that nothing emits yet (`x-publishing: false` in `/api/v1/asyncapi.json`); they are listed in `event_types` and will be delivered once a release starts emitting them, without a change to the subscription.",
            "required": [
              "code",
              "message",
              "event_types"
            ],
            "additionalProperties": false,
            "properties": {
              "code": {
                "type": "string",
                "enum": [
                  "no_publisher_yet"
                ],
                "description": "Stable code; branch on it, never on `message`."
              },
              "message": {
                "type": "string",
                "description": "For a person."
              },
              "event_types": {
                "type": "array",
                "description": "The event types the warning is about, in catalogue order.",
                "items": {
                  "type": "string"
                }
              }
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change (`resource_kind` `webhook_subscription`, with the write that reverses it); null when an update changed nothing."
        }
      }
    }
  },
  {
    "name": "get_alerts",
    "method": "POST",
    "path": "/api/v1/tools/get_alerts",
    "summary": "List alerts by severity",
    "description": "Alerts raised for the store (ROAS below floor, stockouts, feed disapprovals,\nrefund spikes, failed syncs, spend ceilings), ordered by severity\n(`critical`, `warning`, `info`) and then by detection time, newest first.\nOpen (unresolved) alerts only unless `status` is `all`.\n\nRead: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).\n\nParameters (all optional; `{}` gives up to 20 open alerts):\n- `severity`: `critical`, `warning` or `info`; omit for all.\n- `status`: `open` (default) or `all` (resolved ones too).\n- `limit`: 1..50 alerts (default 20).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.",
      "additionalProperties": false,
      "properties": {
        "severity": {
          "type": "string",
          "description": "Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.",
          "enum": [
            "critical",
            "warning",
            "info"
          ]
        },
        "status": {
          "type": "string",
          "enum": [
            "open",
            "all"
          ],
          "default": "open",
          "description": "`open` (default): unresolved alerts only. `all`: resolved ones too."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Maximum number of alerts, 1..50 (default 20)."
        }
      },
      "examples": [
        {},
        {
          "severity": "critical"
        },
        {
          "status": "all",
          "limit": 50
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Alerts ordered by severity (critical, warning, info), then by detection time, newest first; open (unresolved) only unless `status` is `all`.",
      "required": [
        "status",
        "severity",
        "alerts",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "open",
            "all"
          ],
          "description": "Status filter applied."
        },
        "severity": {
          "description": "Severity filter applied; null for every severity.",
          "oneOf": [
            {
              "type": "string",
              "description": "Alert severity, most severe first.",
              "enum": [
                "critical",
                "warning",
                "info"
              ]
            },
            {
              "type": "null"
            }
          ]
        },
        "alerts": {
          "type": "array",
          "maxItems": 50,
          "description": "Alerts, most severe first, then newest detection first.",
          "items": {
            "type": "object",
            "description": "One alert.",
            "required": [
              "id",
              "severity",
              "kind",
              "title",
              "message",
              "subject_ref",
              "detected_at",
              "resolved_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Alert identifier."
              },
              "severity": {
                "type": "string",
                "description": "Alert severity, most severe first.",
                "enum": [
                  "critical",
                  "warning",
                  "info"
                ]
              },
              "kind": {
                "type": "string",
                "description": "What was detected, e.g. `roas_below_floor`, `stockout`, `feed_disapproval`, `refund_spike`, `sync_failed`, `spend_ceiling`."
              },
              "title": {
                "type": "string",
                "description": "Short headline."
              },
              "message": {
                "type": "string",
                "description": "Explanation for a person."
              },
              "subject_ref": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "What the alert is about, `<kind>:<id>` (e.g. `product:<uuid>`); null when store-wide."
              },
              "detected_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the condition was detected (ISO 8601)."
              },
              "resolved_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When it was resolved (ISO 8601); null while open."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "description": "Number of alerts in `alerts`."
        }
      }
    }
  },
  {
    "name": "get_calibration",
    "method": "POST",
    "path": "/api/v1/tools/get_calibration",
    "summary": "Get the store's calibration thresholds",
    "description": "The store's calibrated thresholds per metric: floor, ceiling, percentiles\n(p10, p25, p50, p75, p90), sample size and the window they were computed over.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters: none; send `{}`.\n\nUnits follow the metric: `roas` (revenue / ad spend), `conversion_rate` and\n`refund_rate` are ratios; `cpa_cents` is in cents of the store currency.\n",
    "scope": "catalog:read",
    "tier": "read",
    "domain": "catalog",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "`get_calibration` takes no arguments: send an empty object `{}`.",
      "properties": {},
      "additionalProperties": false,
      "examples": [
        {}
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The store's calibrated thresholds: floors, ceilings and percentiles per metric.",
      "required": [
        "calibrated_at",
        "thresholds"
      ],
      "additionalProperties": false,
      "properties": {
        "calibrated_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Newest calibration time across the metrics (ISO 8601); null if never calibrated."
        },
        "thresholds": {
          "type": "array",
          "description": "One entry per calibrated metric; empty if never calibrated.",
          "items": {
            "type": "object",
            "description": "Thresholds of one metric. Values are in the metric's unit: ratios for `roas`, `conversion_rate` and `refund_rate`; cents of the store currency for `cpa_cents`.",
            "required": [
              "metric",
              "floor",
              "ceiling",
              "percentiles",
              "sample_size",
              "window_days",
              "calibrated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "metric": {
                "type": "string",
                "description": "Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).",
                "enum": [
                  "roas",
                  "cpa_cents",
                  "conversion_rate",
                  "refund_rate"
                ]
              },
              "floor": {
                "type": "number",
                "description": "Lower threshold; below it the service alerts or acts (e.g. `roas_below_floor`)."
              },
              "ceiling": {
                "type": "number",
                "description": "Upper threshold."
              },
              "percentiles": {
                "type": "object",
                "description": "Distribution of the metric over the calibration sample.",
                "required": [
                  "p10",
                  "p25",
                  "p50",
                  "p75",
                  "p90"
                ],
                "additionalProperties": false,
                "properties": {
                  "p10": {
                    "type": "number",
                    "description": "10th percentile."
                  },
                  "p25": {
                    "type": "number",
                    "description": "25th percentile."
                  },
                  "p50": {
                    "type": "number",
                    "description": "Median."
                  },
                  "p75": {
                    "type": "number",
                    "description": "75th percentile."
                  },
                  "p90": {
                    "type": "number",
                    "description": "90th percentile."
                  }
                }
              },
              "sample_size": {
                "type": "integer",
                "minimum": 0,
                "description": "Number of observations the thresholds were computed from."
              },
              "window_days": {
                "type": "integer",
                "minimum": 1,
                "description": "Days of history the sample covers."
              },
              "calibrated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When this metric was calibrated (ISO 8601)."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "get_cs_attention",
    "method": "POST",
    "path": "/api/v1/tools/get_cs_attention",
    "summary": "List customer-service threads that need attention",
    "description": "Unresolved customer-service threads that need attention, most urgent first:\nby severity (`critical`, `high`, `normal`, `low`), then escalated threads,\nthen the earliest first-response deadline (or oldest last message). Each\nthread carries its newest message.\n\nRead: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).\n\nParameters (all optional):\n- `limit`: 1..20 threads (default 10).\n",
    "scope": "cs:read",
    "tier": "read",
    "domain": "cs",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.",
      "additionalProperties": false,
      "properties": {
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 20,
          "default": 10,
          "description": "Maximum number of threads, 1..20 (default 10)."
        }
      },
      "examples": [
        {},
        {
          "limit": 5
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Unresolved customer-service threads needing attention, most urgent first: by severity (critical, high, normal, low), then escalated before not escalated, then the earliest `first_response_due_at` (or, without one, the oldest `last_message_at`) first.",
      "required": [
        "threads",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "threads": {
          "type": "array",
          "maxItems": 20,
          "description": "Threads, most urgent first, at most `limit`.",
          "items": {
            "type": "object",
            "description": "One unresolved customer-service thread.",
            "required": [
              "id",
              "subject",
              "customer_ref",
              "channel",
              "severity",
              "status",
              "escalated",
              "order_id",
              "message_count",
              "last_message",
              "created_at",
              "last_message_at",
              "first_response_due_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Thread identifier."
              },
              "subject": {
                "type": "string",
                "description": "Thread subject line."
              },
              "customer_ref": {
                "type": "string",
                "description": "Customer reference (e.g. `cus_…`)."
              },
              "channel": {
                "type": "string",
                "enum": [
                  "email",
                  "chat",
                  "marketplace"
                ],
                "description": "Where the thread arrived."
              },
              "severity": {
                "type": "string",
                "enum": [
                  "critical",
                  "high",
                  "normal",
                  "low"
                ],
                "description": "Urgency flag, most urgent first."
              },
              "status": {
                "type": "string",
                "enum": [
                  "open",
                  "pending"
                ],
                "description": "`open`: waiting on the store. `pending`: waiting on the customer. Resolved threads are never listed here."
              },
              "escalated": {
                "type": "boolean",
                "description": "`true` when the thread has been escalated to a person."
              },
              "order_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "Order the thread is about; null when none."
              },
              "message_count": {
                "type": "integer",
                "minimum": 1,
                "description": "Number of messages in the thread."
              },
              "last_message": {
                "type": "object",
                "description": "The newest message of a thread.",
                "required": [
                  "direction",
                  "author",
                  "body",
                  "created_at"
                ],
                "additionalProperties": false,
                "properties": {
                  "direction": {
                    "type": "string",
                    "enum": [
                      "inbound",
                      "outbound"
                    ],
                    "description": "`inbound` from the customer, `outbound` from the store."
                  },
                  "author": {
                    "type": "string",
                    "description": "Who wrote it (customer name or store agent)."
                  },
                  "body": {
                    "type": "string",
                    "description": "Message text."
                  },
                  "created_at": {
                    "type": "string",
                    "format": "date-time",
                    "description": "When it was written (ISO 8601)."
                  }
                }
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the thread was opened (ISO 8601)."
              },
              "last_message_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the newest message arrived or was sent (ISO 8601)."
              },
              "first_response_due_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "Deadline for the first reply (ISO 8601); null when none applies."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 20,
          "description": "Number of threads in `threads`."
        }
      }
    }
  },
  {
    "name": "get_orders",
    "method": "POST",
    "path": "/api/v1/tools/get_orders",
    "summary": "List recent orders with line items and refunds",
    "description": "Orders created in the last `window_days` days, newest first, each with its\ntotals, payment and fulfilment status, line items and refunds.\n\nRead: changes nothing. Scope: `orders:read` (or the `read`, `write` or `admin` bundle; `orders:write` alone is not enough).\n\nParameters (all optional; `{}` gives the 10 newest orders of the last 30 days):\n- `window_days`: 1..120 days (default 30).\n- `limit`: 1..50 orders (default 10).\n\nThe seed names these two parameters without bounds; the bounds and defaults\nabove are this contract's design decision.\n\nMoney is a decimal in the order's currency, major units.\n",
    "scope": "orders:read",
    "tier": "read",
    "domain": "orders",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.",
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 120,
          "default": 30,
          "description": "Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Maximum number of orders, 1..50 (default 10), newest first."
        }
      },
      "examples": [
        {},
        {
          "window_days": 7,
          "limit": 50
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Orders created in the window, newest first, at most `limit`, each with its line items and refunds. Money is in each order's currency, major units.",
      "required": [
        "window_days",
        "orders",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 120,
          "description": "Window applied, in days."
        },
        "orders": {
          "type": "array",
          "maxItems": 50,
          "description": "Orders, newest first.",
          "items": {
            "type": "object",
            "description": "One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`.",
            "required": [
              "id",
              "order_number",
              "customer_ref",
              "channel",
              "currency",
              "subtotal",
              "discount",
              "shipping",
              "tax",
              "total",
              "refunded",
              "financial_status",
              "fulfillment_status",
              "line_item_count",
              "line_items",
              "refunds",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Order identifier."
              },
              "order_number": {
                "type": "integer",
                "minimum": 1,
                "description": "Order number shown to the customer, increasing per store (from 1001)."
              },
              "customer_ref": {
                "type": "string",
                "description": "Customer reference (e.g. `cus_…`)."
              },
              "channel": {
                "type": "string",
                "enum": [
                  "online_store",
                  "marketplace",
                  "pos",
                  "wholesale"
                ],
                "description": "Sales channel."
              },
              "currency": {
                "type": "string",
                "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
                "pattern": "^[A-Z]{3}$",
                "examples": [
                  "EUR"
                ]
              },
              "subtotal": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of line items before discount, shipping and tax."
              },
              "discount": {
                "type": "number",
                "minimum": 0,
                "description": "Discount deducted (a positive amount)."
              },
              "shipping": {
                "type": "number",
                "minimum": 0,
                "description": "Shipping charged."
              },
              "tax": {
                "type": "number",
                "minimum": 0,
                "description": "Tax charged."
              },
              "total": {
                "type": "number",
                "minimum": 0,
                "description": "Amount charged."
              },
              "refunded": {
                "type": "number",
                "minimum": 0,
                "description": "Amount refunded so far (sum of `refunds`)."
              },
              "financial_status": {
                "type": "string",
                "enum": [
                  "paid",
                  "partially_refunded",
                  "refunded"
                ],
                "description": "Payment state."
              },
              "fulfillment_status": {
                "type": "string",
                "enum": [
                  "fulfilled",
                  "partial",
                  "unfulfilled"
                ],
                "description": "Shipping state."
              },
              "line_item_count": {
                "type": "integer",
                "minimum": 0,
                "description": "Number of line items (the length of `line_items`)."
              },
              "line_items": {
                "type": "array",
                "description": "Lines of the order.",
                "items": {
                  "type": "object",
                  "description": "One line of an order. Money in the order's currency, major units.",
                  "required": [
                    "title",
                    "sku",
                    "quantity",
                    "unit_price",
                    "total",
                    "product_id",
                    "variant_id"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "title": {
                      "type": "string",
                      "description": "Line title as sold."
                    },
                    "sku": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "SKU sold; null when the line had none."
                    },
                    "quantity": {
                      "type": "integer",
                      "minimum": 1,
                      "description": "Units sold."
                    },
                    "unit_price": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Price per unit."
                    },
                    "total": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Line total."
                    },
                    "product_id": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uuid",
                      "description": "Product sold; null when it is not (or no longer) in the catalogue."
                    },
                    "variant_id": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uuid",
                      "description": "Variant sold; null when it is not (or no longer) in the catalogue."
                    }
                  }
                }
              },
              "refunds": {
                "type": "array",
                "description": "Refunds recorded against the order, oldest first; empty when none.",
                "items": {
                  "type": "object",
                  "description": "One refund recorded against an order.",
                  "required": [
                    "id",
                    "amount",
                    "reason",
                    "created_at"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "description": "Refund identifier."
                    },
                    "amount": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Amount refunded, decimal in the order's currency, major units."
                    },
                    "reason": {
                      "type": "string",
                      "enum": [
                        "damaged",
                        "not_as_described",
                        "late_delivery",
                        "changed_mind",
                        "other"
                      ],
                      "description": "Why it was refunded."
                    },
                    "created_at": {
                      "type": "string",
                      "format": "date-time",
                      "description": "When the refund was recorded (ISO 8601)."
                    }
                  }
                }
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the order was placed (ISO 8601)."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "description": "Number of orders in `orders` (not the number of orders in the window)."
        }
      }
    }
  },
  {
    "name": "get_recent_decisions",
    "method": "POST",
    "path": "/api/v1/tools/get_recent_decisions",
    "summary": "List recent automation decisions with whole-store bucket counts",
    "description": "The newest decision rows made by the store's agents, each with the bucket\nthe Decisions page files it under (`live` applied, `queued` runs next,\n`failed`, `suggested` a merchant can still act on it, `reverted`, `noop` no\nchange), plus whole-store counts per bucket over the window.\n\nRead: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).\n\nParameters (all optional; `{}` gives the 10 newest rows of the last 7 days):\n- `mode`: `all` (default), `live`, `queued`, `suggested`, `reverted`,\n  `failed` or `noop`.\n- `window_days`: 1..30 days (default 7).\n- `to_state`: UPPERCASE target lifecycle state, e.g. `WINNER`, `DRAFT`.\n- `applied`: `true` = only rows that reached the storefront platform.\n- `handle`: only rows about this one product handle.\n- `limit`: 1..50 rows (default 10).\n\n`counts` are whole-store over the window whatever the other filters say:\nuse `counts.total`, never the number of rows returned, as the denominator for\nhow much has changed (most rows are usually `noop`). `applied: false` does not\nmake a row a proposal.\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.",
      "additionalProperties": false,
      "properties": {
        "mode": {
          "type": "string",
          "enum": [
            "all",
            "live",
            "queued",
            "suggested",
            "reverted",
            "failed",
            "noop"
          ],
          "default": "all",
          "description": "Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change."
        },
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 30,
          "default": 7,
          "description": "Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say."
        },
        "to_state": {
          "type": "string",
          "enum": [
            "NEW",
            "TESTING",
            "ACTIVE",
            "WINNER",
            "SCALING",
            "DECLINING",
            "PAUSED",
            "DRAFT",
            "RETIRED"
          ],
          "description": "Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`)."
        },
        "applied": {
          "type": "boolean",
          "description": "`true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Only rows about the product with this handle (e.g. `linen-overshirt`), 1..255 characters."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Maximum number of decision rows, 1..50 (default 10)."
        }
      },
      "examples": [
        {},
        {
          "mode": "live",
          "window_days": 30,
          "limit": 20
        },
        {
          "to_state": "WINNER",
          "applied": false
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Whole-store bucket counts over the window plus at most `limit` decision rows (newest first) matching the filters.",
      "required": [
        "mode",
        "window_days",
        "counts",
        "decisions"
      ],
      "additionalProperties": false,
      "properties": {
        "mode": {
          "type": "string",
          "enum": [
            "all",
            "live",
            "queued",
            "suggested",
            "reverted",
            "failed",
            "noop"
          ],
          "description": "Bucket filter applied (`all` = every bucket)."
        },
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 30,
          "description": "Window applied, in days."
        },
        "counts": {
          "type": "object",
          "description": "Whole-store decision rows per bucket over the window, whatever `mode`, `to_state`, `applied`, `handle` and `limit` say. `total` is the only valid denominator for how much has changed; most rows are usually `noop`.",
          "required": [
            "live",
            "queued",
            "failed",
            "suggested",
            "reverted",
            "noop",
            "total"
          ],
          "additionalProperties": false,
          "properties": {
            "live": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows applied."
            },
            "queued": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows that run next."
            },
            "failed": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows that failed."
            },
            "suggested": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows a merchant can still act on."
            },
            "reverted": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows reverted."
            },
            "noop": {
              "type": "integer",
              "minimum": 0,
              "description": "Rows that changed nothing (bookkeeping)."
            },
            "total": {
              "type": "integer",
              "minimum": 0,
              "description": "All rows in the window (the sum of the buckets)."
            }
          }
        },
        "decisions": {
          "type": "array",
          "maxItems": 50,
          "description": "Matching decision rows, newest first, at most `limit`. Never use the length of this list as a denominator: use `counts.total`.",
          "items": {
            "type": "object",
            "description": "One decision row, with the bucket the Decisions page files it under.",
            "required": [
              "id",
              "agent",
              "action",
              "subject",
              "from_state",
              "to_state",
              "judge_score",
              "tier",
              "evidence",
              "reversal",
              "applied",
              "applied_at",
              "applied_by",
              "bucket",
              "handle",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Decision identifier."
              },
              "agent": {
                "type": "string",
                "description": "Slug of the agent that made the decision."
              },
              "action": {
                "type": "string",
                "description": "What the decision does, e.g. `transition_state`, `adjust_price`, `pause_campaign`, `raise_budget`, `lower_budget`, `hold`."
              },
              "subject": {
                "type": "string",
                "description": "What it is about, `<kind>:<ref>` (e.g. `product:linen-overshirt`, `campaign:<id>`)."
              },
              "from_state": {
                "type": "string",
                "description": "State of the subject before (UPPERCASE, e.g. `TESTING`)."
              },
              "to_state": {
                "type": "string",
                "description": "State the decision moves the subject to (UPPERCASE, e.g. `WINNER`)."
              },
              "judge_score": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "Confidence the reviewing judge gave the decision (0..1)."
              },
              "tier": {
                "type": "string",
                "description": "Risk tier. `read` answers and changes nothing; `auto_write` applies when the credential carries the write scope; `propose_write` creates an approval card and changes nothing until a person approves it in the dashboard.",
                "enum": [
                  "read",
                  "auto_write",
                  "propose_write"
                ]
              },
              "evidence": {
                "type": "array",
                "description": "Evidence the decision rests on, one sentence each.",
                "items": {
                  "type": "string"
                }
              },
              "reversal": {
                "type": "string",
                "description": "How to undo the decision."
              },
              "applied": {
                "type": "boolean",
                "description": "`true`: the row reached the storefront platform. `false` does not mean it is a proposal; see `bucket`."
              },
              "applied_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When it was applied (ISO 8601); null if it was not."
              },
              "applied_by": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Who applied it, an agent slug or `operator:<email>`; null if it was not applied."
              },
              "bucket": {
                "type": "string",
                "description": "Bucket the Decisions page files a decision row under: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change (bookkeeping; usually most rows).",
                "enum": [
                  "live",
                  "queued",
                  "failed",
                  "suggested",
                  "reverted",
                  "noop"
                ]
              },
              "handle": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Handle of the product the decision is about; null when the subject is not a product."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the decision was made (ISO 8601)."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "get_store_overview",
    "method": "POST",
    "path": "/api/v1/tools/get_store_overview",
    "summary": "Summarise the store",
    "description": "One-screen summary of the store: name, tenant type (hosted storefront or\nnot), currency, catalogue counts, open alerts by severity, calibration\nsummary, last sync time, agents by mode, and the whole-store decision census.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters: none; send `{}`.\n\nHow to read the result:\n- `catalogue.storefront_status` (the storefront's own status: active / draft /\n  archived) and `catalogue.service_lifecycle` (the service's own lifecycle\n  label, e.g. testing, winner, declining) are two vocabularies that do not\n  agree; never read one as the other.\n- `decisions` is the whole-store census of decision rows per bucket over the\n  last 7 days: the only valid denominator for how much has changed. Most rows\n  are usually `noop`.\n- Agents in `agents.dry_run` log decisions and send nothing live; each one's\n  `turn_it_on` names the operation and arguments (or the dashboard page) that\n  switch it on. Turning automation on always waits for an operator.\n",
    "scope": "catalog:read",
    "tier": "read",
    "domain": "catalog",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "`get_store_overview` takes no arguments: send an empty object `{}`.",
      "properties": {},
      "additionalProperties": false,
      "examples": [
        {}
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "One-screen summary of the store: identity, catalogue counts, open alerts, calibration, last sync, agents and the whole-store decision census.",
      "required": [
        "store_id",
        "name",
        "tenant_type",
        "currency",
        "catalogue",
        "open_alert_count",
        "open_alerts_by_severity",
        "calibration",
        "last_sync_at",
        "agents",
        "decisions"
      ],
      "additionalProperties": false,
      "properties": {
        "store_id": {
          "type": "string",
          "format": "uuid",
          "description": "Identifier of the store the credential is bound to."
        },
        "name": {
          "type": "string",
          "description": "Store name."
        },
        "tenant_type": {
          "type": "string",
          "description": "`hosted_storefront`: the store runs on a hosted storefront and has products, a feed and a theme. `no_storefront`: a business without a storefront; it has no products, and the storefront-only tools (`query_products`, `get_variants`, ...) answer 404 `not_found` for it.",
          "enum": [
            "hosted_storefront",
            "no_storefront"
          ]
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "catalogue": {
          "type": "object",
          "description": "Catalogue counts under two vocabularies that do not agree: `storefront_status` is the storefront platform's own status (active / draft / archived); `service_lifecycle` is the service's own label for how a product is managed. Never read one as the other: an `active` storefront product may be `declining` in the service lifecycle, and a service `active` says nothing about storefront visibility. A business without a storefront has zero of everything.",
          "required": [
            "product_count",
            "variant_count",
            "storefront_status",
            "service_lifecycle"
          ],
          "additionalProperties": false,
          "properties": {
            "product_count": {
              "type": "integer",
              "minimum": 0,
              "description": "Number of products."
            },
            "variant_count": {
              "type": "integer",
              "minimum": 0,
              "description": "Number of variants across all products."
            },
            "storefront_status": {
              "type": "object",
              "description": "Products per storefront status (the storefront platform's vocabulary).",
              "required": [
                "active",
                "draft",
                "archived"
              ],
              "additionalProperties": false,
              "properties": {
                "active": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Products the storefront shows as active."
                },
                "draft": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Products in draft on the storefront."
                },
                "archived": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Products archived on the storefront."
                }
              }
            },
            "service_lifecycle": {
              "type": "object",
              "description": "Products per service lifecycle state (the service's vocabulary, lowercase keys). Only states that have at least one product appear as keys; a missing key means zero.",
              "propertyNames": {
                "type": "string",
                "description": "The service's own lifecycle label for how a product is managed (`catalogue.service_lifecycle`), lowercase. This is NOT the storefront's status (`storefront_status`: active / draft / archived); the two vocabularies do not agree and neither may be read as the other (a product can be `winner` here and `draft` on the storefront).",
                "enum": [
                  "new",
                  "testing",
                  "active",
                  "winner",
                  "scaling",
                  "declining",
                  "paused",
                  "draft",
                  "retired"
                ]
              },
              "additionalProperties": {
                "type": "integer",
                "minimum": 1,
                "description": "Number of products in this lifecycle state."
              },
              "examples": [
                {
                  "active": 18,
                  "winner": 4,
                  "testing": 6,
                  "draft": 2
                }
              ]
            }
          }
        },
        "open_alert_count": {
          "type": "integer",
          "minimum": 0,
          "description": "Number of open (unresolved) alerts, all severities."
        },
        "open_alerts_by_severity": {
          "type": "object",
          "description": "Open (unresolved) alerts per severity.",
          "required": [
            "critical",
            "warning",
            "info"
          ],
          "additionalProperties": false,
          "properties": {
            "critical": {
              "type": "integer",
              "minimum": 0,
              "description": "Open critical alerts."
            },
            "warning": {
              "type": "integer",
              "minimum": 0,
              "description": "Open warning alerts."
            },
            "info": {
              "type": "integer",
              "minimum": 0,
              "description": "Open info alerts."
            }
          }
        },
        "calibration": {
          "type": "object",
          "description": "Summary of the store's calibrated thresholds (full detail with all percentiles: `get_calibration`).",
          "required": [
            "calibrated_at",
            "thresholds"
          ],
          "additionalProperties": false,
          "properties": {
            "calibrated_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When the thresholds were last calibrated (ISO 8601); null if never."
            },
            "thresholds": {
              "type": "array",
              "description": "One entry per calibrated metric; empty if never calibrated.",
              "items": {
                "type": "object",
                "description": "Floor, ceiling and median of one calibrated metric.",
                "required": [
                  "metric",
                  "floor",
                  "ceiling",
                  "p50"
                ],
                "additionalProperties": false,
                "properties": {
                  "metric": {
                    "type": "string",
                    "description": "Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).",
                    "enum": [
                      "roas",
                      "cpa_cents",
                      "conversion_rate",
                      "refund_rate"
                    ]
                  },
                  "floor": {
                    "type": "number",
                    "description": "Lower threshold (in the metric's unit); below it the service alerts or acts."
                  },
                  "ceiling": {
                    "type": "number",
                    "description": "Upper threshold (in the metric's unit)."
                  },
                  "p50": {
                    "type": "number",
                    "description": "Median of the metric over the calibration sample (in the metric's unit)."
                  }
                }
              }
            }
          }
        },
        "last_sync_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "When the store's data was last synchronised from its providers (ISO 8601, UTC); null for a store that has never synced."
        },
        "agents": {
          "type": "object",
          "description": "The store's agents grouped by mode. An agent in `dry_run` logs decisions and sends nothing live; each carries `turn_it_on`, the route to switch it on.",
          "required": [
            "total",
            "live",
            "dry_run",
            "off"
          ],
          "additionalProperties": false,
          "properties": {
            "total": {
              "type": "integer",
              "minimum": 0,
              "description": "Number of agents in all modes."
            },
            "live": {
              "type": "array",
              "description": "Agents acting live.",
              "items": {
                "type": "object",
                "description": "One agent.",
                "required": [
                  "slug",
                  "name",
                  "last_run_at"
                ],
                "additionalProperties": false,
                "properties": {
                  "slug": {
                    "type": "string",
                    "description": "Agent identifier, unique in the store (e.g. `pricing-guard`)."
                  },
                  "name": {
                    "type": "string",
                    "description": "Display name."
                  },
                  "last_run_at": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When the agent last ran (ISO 8601); null if it never ran."
                  }
                }
              }
            },
            "dry_run": {
              "type": "array",
              "description": "Agents in dry run (log decisions, send nothing live), each with the route to turn it on.",
              "items": {
                "type": "object",
                "description": "An agent in dry run, with the route to switch it on.",
                "required": [
                  "slug",
                  "name",
                  "last_run_at",
                  "turn_it_on"
                ],
                "additionalProperties": false,
                "properties": {
                  "slug": {
                    "type": "string",
                    "description": "Agent identifier, unique in the store."
                  },
                  "name": {
                    "type": "string",
                    "description": "Display name."
                  },
                  "last_run_at": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When the agent last ran (ISO 8601); null if it never ran."
                  },
                  "turn_it_on": {
                    "type": "object",
                    "description": "How to switch a dry-run agent live: call `operation` with `arguments` (needs `automation:write`), or send a person to `dashboard_url`. Turning automation on hands authority back to automation, so the call always waits for an operator's approval whatever the credential's auto-apply says.",
                    "required": [
                      "operation",
                      "arguments",
                      "dashboard_url"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "operation": {
                        "type": "string",
                        "const": "enable_automation",
                        "description": "Operation to call (`POST /api/v1/tools/enable_automation`)."
                      },
                      "arguments": {
                        "type": "object",
                        "description": "The JSON body to send to `operation`.",
                        "required": [
                          "agent"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "agent": {
                            "type": "string",
                            "description": "Slug of the agent to switch on."
                          }
                        }
                      },
                      "dashboard_url": {
                        "type": "string",
                        "format": "uri-reference",
                        "description": "Dashboard page where a person can switch the agent on (the agent's page: mode, recent decisions, Switch to live), a path on this service: `/dashboard/controls/agents/<slug>`, or `/dashboard/stores/<store id>/controls/agents/<slug>` for a sandbox copy."
                      }
                    }
                  }
                }
              }
            },
            "off": {
              "type": "array",
              "description": "Agents switched off.",
              "items": {
                "type": "object",
                "description": "One agent.",
                "required": [
                  "slug",
                  "name",
                  "last_run_at"
                ],
                "additionalProperties": false,
                "properties": {
                  "slug": {
                    "type": "string",
                    "description": "Agent identifier, unique in the store (e.g. `pricing-guard`)."
                  },
                  "name": {
                    "type": "string",
                    "description": "Display name."
                  },
                  "last_run_at": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When the agent last ran (ISO 8601); null if it never ran."
                  }
                }
              }
            }
          }
        },
        "decisions": {
          "type": "object",
          "description": "Whole-store census of decision rows per bucket over the window. It is the only valid denominator for \"how much has changed\": divide a bucket by `total`, never by the length of a filtered or limited list. Most rows are usually `noop`.",
          "required": [
            "window_days",
            "total",
            "buckets"
          ],
          "additionalProperties": false,
          "properties": {
            "window_days": {
              "type": "integer",
              "minimum": 1,
              "description": "Window the census covers, in days (7 in this version)."
            },
            "total": {
              "type": "integer",
              "minimum": 0,
              "description": "All decision rows of the store in the window (the sum of `buckets`)."
            },
            "buckets": {
              "type": "object",
              "description": "Decision rows per bucket.",
              "required": [
                "live",
                "queued",
                "failed",
                "suggested",
                "reverted",
                "noop"
              ],
              "additionalProperties": false,
              "properties": {
                "live": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows applied."
                },
                "queued": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows that run next."
                },
                "failed": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows that failed."
                },
                "suggested": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows a merchant can still act on."
                },
                "reverted": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows reverted."
                },
                "noop": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Rows that changed nothing (bookkeeping); usually the majority."
                }
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "get_variants",
    "method": "POST",
    "path": "/api/v1/tools/get_variants",
    "summary": "List variants with SKU, stock and price",
    "description": "Variants (size, colour, SKU, inventory level, price and compare-at price) of\none product in storefront order, or, without `product_id`, the top variants\nacross the store by price, highest first.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters (all optional):\n- `product_id`: UUID of one product; omit to list across the store.\n- `limit`: 1..50 variants (default 10).\n\nPrices are decimals in the store currency's major units. `external_id` is the\nstorefront's own variant reference, used by storefront write tools.\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "catalog:read",
    "tier": "read",
    "domain": "catalog",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "List the variants of this one product (UUID). Omit for the top variants by price across the store."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Maximum number of variants, 1..50 (default 10)."
        }
      },
      "examples": [
        {
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60"
        },
        {
          "limit": 25
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Variants of one product in their storefront order, or, when no product was given, the top variants across the store by price, highest first.",
      "required": [
        "product_id",
        "variants",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The product listed; null when listing across the store."
        },
        "variants": {
          "type": "array",
          "maxItems": 50,
          "description": "Variants, at most `limit`.",
          "items": {
            "type": "object",
            "description": "One variant (size, colour, SKU, stock and price).",
            "required": [
              "id",
              "product_id",
              "external_id",
              "sku",
              "title",
              "size",
              "colour",
              "price",
              "compare_at_price",
              "currency",
              "inventory_quantity"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Variant identifier in this service."
              },
              "product_id": {
                "type": "string",
                "format": "uuid",
                "description": "Product the variant belongs to."
              },
              "external_id": {
                "type": "string",
                "pattern": "^[0-9]+$",
                "description": "The storefront platform's variant reference (numeric string, e.g. `44012345678901`); storefront write tools take it as the variant reference."
              },
              "sku": {
                "type": "string",
                "description": "Stock-keeping unit, unique in the store."
              },
              "title": {
                "type": "string",
                "description": "Variant title (e.g. `M / Black`)."
              },
              "size": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Size option; null when the product has no size option."
              },
              "colour": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Colour option; null when the product has no colour option."
              },
              "price": {
                "type": "number",
                "minimum": 0,
                "description": "Selling price, decimal in the store currency's major units."
              },
              "compare_at_price": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Reference (\"was\") price, decimal in major units; null when none is set."
              },
              "currency": {
                "type": "string",
                "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
                "pattern": "^[A-Z]{3}$",
                "examples": [
                  "EUR"
                ]
              },
              "inventory_quantity": {
                "type": "integer",
                "description": "Units in stock (can be negative when oversold)."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "description": "Number of variants in `variants`."
        }
      }
    }
  },
  {
    "name": "intent_declare",
    "method": "POST",
    "path": "/api/v1/intent",
    "summary": "Declare ownership of a field",
    "description": "Declares that the caller owns one field of one resource (seed: \"Intent declaration\"): once approved, the service sets the field to `desired` and owns it until `expires_at`, `intent_release` or `intent_revert`. One owner per field: a second declaration of an owned field (or of a field whose declaration still waits for approval) is refused with 409 `field_already_owned`, naming the owning `intent_id`.\n\nProposed write that hands authority back to automation: it ALWAYS waits for an operator, whatever auto-apply says (`status: proposed`, `approval_id`; the declaration's id will equal that `approval_id`).\n\nScope: `write` (any write-capable scope) AND the field's own scope: variant `price` / `compare_at_price` need `catalog:write`, campaign `status` / `daily_budget` / `bidding` need `ads:write` (else 403 `insufficient_scope`).\n\nIf someone else later changes the field, the service notices when it reads it back and sends `intent.field_overwritten_externally` once per overwrite.\n",
    "scope": "write",
    "tier": "propose_write",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Intent declaration (seed: \"Intent declaration\"). Declarable fields and the scope each needs besides `write`: variant `price` and `compare_at_price` (`catalog:write`); campaign `status`, `daily_budget` and `bidding` (`ads:write`). The end of the ownership is given by exactly one of `expires_at` (an instant) and `expires_in_seconds` (a duration counted from approval); neither or both answer `invalid_request` naming `expires_at`.",
      "required": [
        "resource_kind",
        "resource_ref",
        "field",
        "desired",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "resource_kind": {
          "type": "string",
          "enum": [
            "variant",
            "campaign"
          ],
          "description": "`variant` or `campaign`."
        },
        "resource_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The resource; a variant's UUID or storefront reference (`external_id`), or a campaign id (`cmp_...`)."
        },
        "field": {
          "type": "string",
          "enum": [
            "price",
            "compare_at_price",
            "status",
            "daily_budget",
            "bidding"
          ],
          "description": "Variant: `price`, `compare_at_price`. Campaign: `status`, `daily_budget`, `bidding`."
        },
        "desired": {
          "type": [
            "number",
            "string",
            "null"
          ],
          "maxLength": 64,
          "x-decimal-places": 2,
          "description": "The value to own, of the field's type: `price` and `daily_budget` a number > 0 and at most 1000000 in major units, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18; `x-decimal-places: 2`); `compare_at_price` such a number or null; `status` `enabled` or `paused`; `bidding` `manual_cpc`, `maximize_conversions`, `target_roas` or `target_cpa` (a string is at most 64 characters)."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "maxLength": 64,
          "description": "When ownership ends by itself (ISO 8601); in the future and at most 90 days ahead. Or send `expires_in_seconds`."
        },
        "expires_in_seconds": {
          "type": "integer",
          "minimum": 60,
          "maximum": 7776000,
          "description": "Instead of `expires_at`: how long the ownership lasts once an operator approves the declaration, in seconds (60 s .. 90 days); it ends at the approval time plus this."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "intent_list",
    "method": "POST",
    "path": "/api/v1/intent/list",
    "summary": "List intent declarations",
    "description": "Lists the store's declarations newest first, optionally by `status` and `resource_kind`; `limit` 1..50 (default 20); page with `before`.\n\nRead: changes nothing. Scope: `read` (any read-capable scope).\n",
    "scope": "read",
    "tier": "read",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `intent_list`.",
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "active",
            "released",
            "reverted",
            "expired"
          ],
          "description": "State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."
        },
        "resource_kind": {
          "type": "string",
          "enum": [
            "variant",
            "campaign"
          ]
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Declarations per page, 1..50 (default 20), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page)."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "intents",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "intents": {
          "type": "array",
          "items": {
            "type": "object",
            "description": "One intent declaration (field ownership).",
            "required": [
              "id",
              "resource_kind",
              "resource_ref",
              "field",
              "desired",
              "previous",
              "reason",
              "status",
              "owner_credential_id",
              "approval_id",
              "expires_at",
              "overwritten_at",
              "overwritten_value",
              "created_at",
              "updated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "The declaration's id (equal to the `approval_id` of the card that created it)."
              },
              "resource_kind": {
                "type": "string",
                "enum": [
                  "variant",
                  "campaign"
                ]
              },
              "resource_ref": {
                "type": "string",
                "description": "The resource's id (variant UUID or campaign id)."
              },
              "field": {
                "type": "string",
                "enum": [
                  "price",
                  "compare_at_price",
                  "status",
                  "daily_budget",
                  "bidding"
                ]
              },
              "desired": {
                "type": [
                  "number",
                  "string",
                  "null"
                ],
                "description": "The value the owner set (money in major units of the store currency)."
              },
              "previous": {
                "type": [
                  "number",
                  "string",
                  "null"
                ],
                "description": "The value before the declaration applied (what intent_revert restores)."
              },
              "reason": {
                "type": "string"
              },
              "status": {
                "type": "string",
                "enum": [
                  "active",
                  "released",
                  "reverted",
                  "expired"
                ],
                "description": "State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."
              },
              "owner_credential_id": {
                "type": "string",
                "description": "The credential that declared it (only it, or an `admin` credential, may release or revert)."
              },
              "approval_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid"
              },
              "expires_at": {
                "type": "string",
                "format": "date-time"
              },
              "overwritten_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`."
              },
              "overwritten_value": {
                "type": [
                  "number",
                  "string",
                  "null"
                ],
                "description": "The value found at that read-back."
              },
              "created_at": {
                "type": "string",
                "format": "date-time"
              },
              "updated_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "has_more": {
          "type": "boolean"
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null on the last page."
        }
      }
    }
  },
  {
    "name": "intent_release",
    "method": "POST",
    "path": "/api/v1/intent/release",
    "summary": "Release an owned field",
    "description": "Ends an `active` declaration (`released`): the field keeps its current value and is no longer owned. Only the declaring credential or an `admin` credential may release it (else 403 `forbidden`). Automatic write with a receipt.\n\nScope: `write` (any write-capable scope).\n",
    "scope": "write",
    "tier": "auto_write",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `intent_release` and `intent_revert`.",
      "required": [
        "intent_id"
      ],
      "additionalProperties": false,
      "properties": {
        "intent_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "An `active` declaration of this store; only its owner or an `admin` credential may end it."
        },
        "reason": {
          "type": "string",
          "maxLength": 500
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The declaration after the call, and the receipt of the change.",
      "required": [
        "intent",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "intent": {
          "type": "object",
          "description": "One intent declaration (field ownership).",
          "required": [
            "id",
            "resource_kind",
            "resource_ref",
            "field",
            "desired",
            "previous",
            "reason",
            "status",
            "owner_credential_id",
            "approval_id",
            "expires_at",
            "overwritten_at",
            "overwritten_value",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "The declaration's id (equal to the `approval_id` of the card that created it)."
            },
            "resource_kind": {
              "type": "string",
              "enum": [
                "variant",
                "campaign"
              ]
            },
            "resource_ref": {
              "type": "string",
              "description": "The resource's id (variant UUID or campaign id)."
            },
            "field": {
              "type": "string",
              "enum": [
                "price",
                "compare_at_price",
                "status",
                "daily_budget",
                "bidding"
              ]
            },
            "desired": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value the owner set (money in major units of the store currency)."
            },
            "previous": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value before the declaration applied (what intent_revert restores)."
            },
            "reason": {
              "type": "string"
            },
            "status": {
              "type": "string",
              "enum": [
                "active",
                "released",
                "reverted",
                "expired"
              ],
              "description": "State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."
            },
            "owner_credential_id": {
              "type": "string",
              "description": "The credential that declared it (only it, or an `admin` credential, may release or revert)."
            },
            "approval_id": {
              "type": [
                "string",
                "null"
              ],
              "format": "uuid"
            },
            "expires_at": {
              "type": "string",
              "format": "date-time"
            },
            "overwritten_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`."
            },
            "overwritten_value": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value found at that read-back."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid"
        }
      }
    }
  },
  {
    "name": "intent_revert",
    "method": "POST",
    "path": "/api/v1/intent/revert",
    "summary": "Revert an owned field to its previous value",
    "description": "Ends an `active` declaration (`reverted`) and restores the value the field had before it applied (`previous`). Only the declaring credential or an `admin` credential may revert it (else 403 `forbidden`). Automatic write with a receipt (before/after of the field).\n\nScope: `write` (any write-capable scope).\n",
    "scope": "write",
    "tier": "auto_write",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `intent_release` and `intent_revert`.",
      "required": [
        "intent_id"
      ],
      "additionalProperties": false,
      "properties": {
        "intent_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "An `active` declaration of this store; only its owner or an `admin` credential may end it."
        },
        "reason": {
          "type": "string",
          "maxLength": 500
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The declaration after the call, and the receipt of the change.",
      "required": [
        "intent",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "intent": {
          "type": "object",
          "description": "One intent declaration (field ownership).",
          "required": [
            "id",
            "resource_kind",
            "resource_ref",
            "field",
            "desired",
            "previous",
            "reason",
            "status",
            "owner_credential_id",
            "approval_id",
            "expires_at",
            "overwritten_at",
            "overwritten_value",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "The declaration's id (equal to the `approval_id` of the card that created it)."
            },
            "resource_kind": {
              "type": "string",
              "enum": [
                "variant",
                "campaign"
              ]
            },
            "resource_ref": {
              "type": "string",
              "description": "The resource's id (variant UUID or campaign id)."
            },
            "field": {
              "type": "string",
              "enum": [
                "price",
                "compare_at_price",
                "status",
                "daily_budget",
                "bidding"
              ]
            },
            "desired": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value the owner set (money in major units of the store currency)."
            },
            "previous": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value before the declaration applied (what intent_revert restores)."
            },
            "reason": {
              "type": "string"
            },
            "status": {
              "type": "string",
              "enum": [
                "active",
                "released",
                "reverted",
                "expired"
              ],
              "description": "State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."
            },
            "owner_credential_id": {
              "type": "string",
              "description": "The credential that declared it (only it, or an `admin` credential, may release or revert)."
            },
            "approval_id": {
              "type": [
                "string",
                "null"
              ],
              "format": "uuid"
            },
            "expires_at": {
              "type": "string",
              "format": "date-time"
            },
            "overwritten_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`."
            },
            "overwritten_value": {
              "type": [
                "number",
                "string",
                "null"
              ],
              "description": "The value found at that read-back."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid"
        }
      }
    }
  },
  {
    "name": "intent_status",
    "method": "POST",
    "path": "/api/v1/intent/status",
    "summary": "Get one intent declaration",
    "description": "Answers one declaration with its state (`active`, `released`, `reverted`, `expired`) and the last external overwrite seen. A declaration that still waits for approval is its approval card (see `approval_status`).\n\nRead: changes nothing. Scope: `read` (any read-capable scope). A declaration of another store answers `invalid_request` naming `intent_id`.\n",
    "scope": "read",
    "tier": "read",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Identifies one intent declaration.",
      "required": [
        "intent_id"
      ],
      "additionalProperties": false,
      "properties": {
        "intent_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "One intent declaration (field ownership).",
      "required": [
        "id",
        "resource_kind",
        "resource_ref",
        "field",
        "desired",
        "previous",
        "reason",
        "status",
        "owner_credential_id",
        "approval_id",
        "expires_at",
        "overwritten_at",
        "overwritten_value",
        "created_at",
        "updated_at"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "The declaration's id (equal to the `approval_id` of the card that created it)."
        },
        "resource_kind": {
          "type": "string",
          "enum": [
            "variant",
            "campaign"
          ]
        },
        "resource_ref": {
          "type": "string",
          "description": "The resource's id (variant UUID or campaign id)."
        },
        "field": {
          "type": "string",
          "enum": [
            "price",
            "compare_at_price",
            "status",
            "daily_budget",
            "bidding"
          ]
        },
        "desired": {
          "type": [
            "number",
            "string",
            "null"
          ],
          "description": "The value the owner set (money in major units of the store currency)."
        },
        "previous": {
          "type": [
            "number",
            "string",
            "null"
          ],
          "description": "The value before the declaration applied (what intent_revert restores)."
        },
        "reason": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "released",
            "reverted",
            "expired"
          ],
          "description": "State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."
        },
        "owner_credential_id": {
          "type": "string",
          "description": "The credential that declared it (only it, or an `admin` credential, may release or revert)."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid"
        },
        "expires_at": {
          "type": "string",
          "format": "date-time"
        },
        "overwritten_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`."
        },
        "overwritten_value": {
          "type": [
            "number",
            "string",
            "null"
          ],
          "description": "The value found at that read-back."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
        },
        "updated_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  },
  {
    "name": "list_store_actions",
    "method": "POST",
    "path": "/api/v1/tools/list_store_actions",
    "summary": "List the write actions this credential can carry out",
    "description": "Lists the write actions (automatic and proposed writes) this credential can\ncarry out at this store, each with its parameters as a JSON Schema, and how\nmuch of the 188-operation catalogue is exposed versus withheld (by scope, not\navailable for this store, not yet served). Call it before proposing a change\nand build the call from the returned `parameters` schema and `path`.\n\nRead: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.\n\nParameters (all optional; send `{}` for every domain):\n- `domain`: only actions of this catalogue domain, e.g. `ads`, `catalog`,\n  `promotions`, `orders`.\n\n`exposure` counts the whole catalogue whatever `domain` says. A `propose_write`\naction creates an approval card and changes nothing until a person approves it.\n",
    "scope": "read",
    "tier": "read",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `list_store_actions`. All optional; send `{}` for every domain.",
      "additionalProperties": false,
      "properties": {
        "domain": {
          "type": "string",
          "description": "Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.",
          "enum": [
            "general",
            "catalog",
            "analytics",
            "automation",
            "cs",
            "orders",
            "ads",
            "creative",
            "finance",
            "costs",
            "admin",
            "merchant",
            "promotions",
            "research",
            "disputes",
            "reputation"
          ]
        }
      },
      "examples": [
        {},
        {
          "domain": "ads"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The write actions this credential can carry out at this store, each with its parameters as a JSON Schema, and how much of the catalogue is exposed versus withheld. Call it before proposing a change.",
      "required": [
        "domain",
        "actions",
        "exposure"
      ],
      "additionalProperties": false,
      "properties": {
        "domain": {
          "description": "Domain filter applied; null for every domain.",
          "oneOf": [
            {
              "type": "string",
              "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
              "enum": [
                "general",
                "catalog",
                "analytics",
                "automation",
                "cs",
                "orders",
                "ads",
                "creative",
                "finance",
                "costs",
                "admin",
                "merchant",
                "promotions",
                "research",
                "disputes",
                "reputation"
              ]
            },
            {
              "type": "null"
            }
          ]
        },
        "actions": {
          "type": "array",
          "description": "Write operations (`auto_write` and `propose_write`) this credential can call at this store, ordered by domain then name; for a sandbox key also the sandbox test helpers.",
          "items": {
            "type": "object",
            "description": "One write action the caller can invoke.",
            "required": [
              "name",
              "domain",
              "tier",
              "authority",
              "scope",
              "description",
              "path",
              "parameters"
            ],
            "additionalProperties": false,
            "properties": {
              "name": {
                "type": "string",
                "pattern": "^[a-z][a-z0-9_]*$",
                "description": "Operation name (its operationId and MCP tool name), e.g. `propose_discount`."
              },
              "domain": {
                "type": "string",
                "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
                "enum": [
                  "general",
                  "catalog",
                  "analytics",
                  "automation",
                  "cs",
                  "orders",
                  "ads",
                  "creative",
                  "finance",
                  "costs",
                  "admin",
                  "merchant",
                  "promotions",
                  "research",
                  "disputes",
                  "reputation"
                ]
              },
              "tier": {
                "type": "string",
                "enum": [
                  "auto_write",
                  "propose_write"
                ],
                "description": "The catalogue's risk tier: `auto_write` applies at once when the credential carries the scope (unless `authority` is `handback`); `propose_write` creates an approval card and answers `status` = `proposed`, `applied` = false (unless auto-apply or a stop lets it apply at once). Either passes the store's governance gates first (see `simulate`)."
              },
              "authority": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "stop",
                  "handback",
                  null
                ],
                "description": "Seed Risk tiers rule 2: `stop` (stops automation: applies at once, whatever auto-apply says, never gated), `handback` (hands authority back to automation: always waits for an operator, whatever the tier and auto-apply say; answers `status` = `proposed`), or null (decided per call: `set_kill_switch` and `set_automation_enabled` stop when they turn things off and hand back when they turn them on; otherwise ordinary)."
              },
              "scope": {
                "type": "string",
                "description": "Scope the operation requires (e.g. `promotions:write`).",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              },
              "description": {
                "type": "string",
                "description": "What the operation does, for a person or a model."
              },
              "path": {
                "type": "string",
                "pattern": "^/api/v1/",
                "description": "Path to `POST` the arguments to (e.g. `/api/v1/tools/propose_discount`)."
              },
              "parameters": {
                "type": "object",
                "description": "JSON Schema (draft 2020-12) of an action's JSON body: always an object schema. Being a JSON Schema, it may carry further keywords (`additionalProperties` is open here on purpose).",
                "required": [
                  "type",
                  "properties"
                ],
                "properties": {
                  "type": {
                    "type": "string",
                    "const": "object",
                    "description": "Always `object`."
                  },
                  "description": {
                    "type": "string",
                    "description": "What the body is."
                  },
                  "properties": {
                    "type": "object",
                    "description": "One JSON Schema per parameter, keyed by parameter name.",
                    "additionalProperties": {
                      "type": "object",
                      "description": "A JSON Schema (draft 2020-12) for one value. The commonly used keywords are typed below; any other JSON Schema keyword may appear.",
                      "properties": {
                        "type": {
                          "description": "JSON type name, or a list of them (e.g. `[\"string\", \"null\"]`).",
                          "oneOf": [
                            {
                              "type": "string",
                              "enum": [
                                "string",
                                "number",
                                "integer",
                                "boolean",
                                "object",
                                "array",
                                "null"
                              ]
                            },
                            {
                              "type": "array",
                              "items": {
                                "type": "string",
                                "enum": [
                                  "string",
                                  "number",
                                  "integer",
                                  "boolean",
                                  "object",
                                  "array",
                                  "null"
                                ]
                              }
                            }
                          ]
                        },
                        "description": {
                          "type": "string",
                          "description": "Meaning, units, bounds and default of the value."
                        },
                        "format": {
                          "type": "string",
                          "description": "Format of a string value (e.g. `uuid`, `date-time`)."
                        },
                        "enum": {
                          "type": "array",
                          "description": "Allowed values.",
                          "items": {
                            "description": "An allowed JSON value."
                          }
                        },
                        "const": {
                          "description": "The only allowed JSON value."
                        },
                        "default": {
                          "description": "Value used when the parameter is omitted."
                        },
                        "minimum": {
                          "type": "number",
                          "description": "Smallest allowed number."
                        },
                        "maximum": {
                          "type": "number",
                          "description": "Largest allowed number."
                        },
                        "minLength": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Shortest allowed string."
                        },
                        "maxLength": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Longest allowed string."
                        },
                        "pattern": {
                          "type": "string",
                          "description": "Regular expression a string must match."
                        },
                        "minItems": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Fewest array items."
                        },
                        "maxItems": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Most array items."
                        },
                        "items": {
                          "$ref": "#/$defs/JsonSchema",
                          "description": "Schema of each array item."
                        },
                        "properties": {
                          "type": "object",
                          "description": "Schema per object property.",
                          "additionalProperties": {
                            "$ref": "#/$defs/JsonSchema"
                          }
                        },
                        "required": {
                          "type": "array",
                          "description": "Object properties that must be present.",
                          "items": {
                            "type": "string"
                          }
                        },
                        "additionalProperties": {
                          "description": "`false` to refuse unknown object properties, or a schema they must match.",
                          "oneOf": [
                            {
                              "type": "boolean"
                            },
                            {
                              "$ref": "#/$defs/JsonSchema"
                            }
                          ]
                        }
                      },
                      "additionalProperties": true
                    }
                  },
                  "required": {
                    "type": "array",
                    "description": "Names of the parameters that must be given.",
                    "items": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": {
                    "type": "boolean",
                    "description": "`false`: parameters not listed are refused with `invalid_request`."
                  }
                },
                "additionalProperties": true,
                "examples": [
                  {
                    "type": "object",
                    "properties": {
                      "product_ids": {
                        "type": "array",
                        "items": {
                          "type": "string",
                          "format": "uuid"
                        },
                        "minItems": 1
                      },
                      "discount_percent": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 90
                      },
                      "reason": {
                        "type": "string"
                      }
                    },
                    "required": [
                      "product_ids",
                      "discount_percent",
                      "reason"
                    ],
                    "additionalProperties": false
                  }
                ]
              }
            }
          }
        },
        "exposure": {
          "type": "object",
          "description": "How much of the published operation catalogue (all tiers) this credential can use at this store, independent of the `domain` filter. The four counts add up to `catalogue_total`. Operations outside the seed catalogue (`x-catalogue: false`: sandbox test helpers, webhook subscriptions) are not counted here.",
          "required": [
            "catalogue_total",
            "exposed",
            "withheld_by_scope",
            "not_available_for_store",
            "not_yet_served"
          ],
          "additionalProperties": false,
          "properties": {
            "catalogue_total": {
              "type": "integer",
              "minimum": 0,
              "description": "Operations in the published catalogue (188 in this version)."
            },
            "exposed": {
              "type": "integer",
              "minimum": 0,
              "description": "Operations this credential can call at this store."
            },
            "withheld_by_scope": {
              "type": "integer",
              "minimum": 0,
              "description": "Operations hidden because the credential lacks their scope (they answer `insufficient_scope`)."
            },
            "not_available_for_store": {
              "type": "integer",
              "minimum": 0,
              "description": "Operations that do not exist for this store (e.g. storefront tools for a business without a storefront; they answer `not_found`)."
            },
            "not_yet_served": {
              "type": "integer",
              "minimum": 0,
              "description": "Operations in the catalogue this deployment does not serve yet."
            }
          }
        }
      },
      "$defs": {
        "JsonSchema": {
          "type": "object",
          "description": "A JSON Schema (draft 2020-12) for one value. The commonly used keywords are typed below; any other JSON Schema keyword may appear.",
          "properties": {
            "type": {
              "description": "JSON type name, or a list of them (e.g. `[\"string\", \"null\"]`).",
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "string",
                    "number",
                    "integer",
                    "boolean",
                    "object",
                    "array",
                    "null"
                  ]
                },
                {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "string",
                      "number",
                      "integer",
                      "boolean",
                      "object",
                      "array",
                      "null"
                    ]
                  }
                }
              ]
            },
            "description": {
              "type": "string",
              "description": "Meaning, units, bounds and default of the value."
            },
            "format": {
              "type": "string",
              "description": "Format of a string value (e.g. `uuid`, `date-time`)."
            },
            "enum": {
              "type": "array",
              "description": "Allowed values.",
              "items": {
                "description": "An allowed JSON value."
              }
            },
            "const": {
              "description": "The only allowed JSON value."
            },
            "default": {
              "description": "Value used when the parameter is omitted."
            },
            "minimum": {
              "type": "number",
              "description": "Smallest allowed number."
            },
            "maximum": {
              "type": "number",
              "description": "Largest allowed number."
            },
            "minLength": {
              "type": "integer",
              "minimum": 0,
              "description": "Shortest allowed string."
            },
            "maxLength": {
              "type": "integer",
              "minimum": 0,
              "description": "Longest allowed string."
            },
            "pattern": {
              "type": "string",
              "description": "Regular expression a string must match."
            },
            "minItems": {
              "type": "integer",
              "minimum": 0,
              "description": "Fewest array items."
            },
            "maxItems": {
              "type": "integer",
              "minimum": 0,
              "description": "Most array items."
            },
            "items": {
              "$ref": "#/$defs/JsonSchema",
              "description": "Schema of each array item."
            },
            "properties": {
              "type": "object",
              "description": "Schema per object property.",
              "additionalProperties": {
                "$ref": "#/$defs/JsonSchema"
              }
            },
            "required": {
              "type": "array",
              "description": "Object properties that must be present.",
              "items": {
                "type": "string"
              }
            },
            "additionalProperties": {
              "description": "`false` to refuse unknown object properties, or a schema they must match.",
              "oneOf": [
                {
                  "type": "boolean"
                },
                {
                  "$ref": "#/$defs/JsonSchema"
                }
              ]
            }
          },
          "additionalProperties": true
        }
      }
    }
  },
  {
    "name": "policy_create",
    "method": "POST",
    "path": "/api/v1/policies",
    "summary": "Create a rule or spend ceiling",
    "description": "Creates a policy that `simulate` consults. A `rule` (`domain`, optional `action`, `effect` `allow` | `deny` | `require_approval`, 0..20 `conditions` `{fact, op, value}`) decides for the actions it matches; a `spend_ceiling` (`domain`, optional `action`, `ceiling_cents`, `period` `day` | `week` | `month`) caps the money approved per period. Automatic write: applies at once and leaves a receipt (`resource_kind` `policy`) whose reversal is `policy_delete`.\n\nShape per kind: a rule needs `effect` and takes no `ceiling_cents` / `period`; a spend ceiling needs `ceiling_cents` and `period` and takes no `effect` / `conditions`; `gt`, `gte`, `lt`, `lte` compare numbers, `in` takes an array, `eq` / `ne` a single value. A violation answers `invalid_request` naming the field (e.g. `conditions[0].value`).\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `policy_create`. A `rule` needs `effect` and may carry `conditions`; a `spend_ceiling` needs `ceiling_cents` and `period`. A field that does not belong to the kind answers `invalid_request` naming it.",
      "required": [
        "kind",
        "domain"
      ],
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "rule",
            "spend_ceiling"
          ],
          "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Name for a person, 1..100 characters (default `<kind> <domain>[.<action>]`)."
        },
        "domain": {
          "type": "string",
          "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
          "enum": [
            "general",
            "catalog",
            "analytics",
            "automation",
            "cs",
            "orders",
            "ads",
            "creative",
            "finance",
            "costs",
            "admin",
            "merchant",
            "promotions",
            "research",
            "disputes",
            "reputation"
          ]
        },
        "action": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,63}$",
          "maxLength": 64,
          "description": "The one action (operation name, snake_case) it applies to; omit for every action of `domain`."
        },
        "effect": {
          "type": "string",
          "enum": [
            "allow",
            "deny",
            "require_approval"
          ],
          "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
        },
        "conditions": {
          "type": "array",
          "maxItems": 20,
          "description": "Rules only: 0..20 conditions, all of which must hold (default none: the rule always matches its actions).",
          "items": {
            "type": "object",
            "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
            "required": [
              "fact",
              "op",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
              "fact": {
                "type": "string",
                "pattern": "^[a-z][a-z0-9_]{0,63}$",
                "maxLength": 64,
                "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
              },
              "op": {
                "type": "string",
                "enum": [
                  "eq",
                  "ne",
                  "gt",
                  "gte",
                  "lt",
                  "lte",
                  "in"
                ],
                "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
              },
              "value": {
                "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                "anyOf": [
                  {
                    "type": "string",
                    "maxLength": 200
                  },
                  {
                    "type": "number"
                  },
                  {
                    "type": "boolean"
                  },
                  {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 100,
                    "items": {
                      "anyOf": [
                        {
                          "type": "string",
                          "maxLength": 200
                        },
                        {
                          "type": "number"
                        }
                      ]
                    }
                  }
                ]
              }
            }
          }
        },
        "ceiling_cents": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000000,
          "description": "Spend ceilings only (required for them): most money approved per period, in cents of the store currency, 0..100,000,000,000."
        },
        "period": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month"
          ],
          "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
        },
        "enabled": {
          "type": "boolean",
          "default": true,
          "description": "Whether `simulate` consults it (default `true`)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "kind": "rule",
          "domain": "promotions",
          "action": "propose_discount",
          "effect": "require_approval",
          "conditions": [
            {
              "fact": "discount_percent",
              "op": "gt",
              "value": 30
            }
          ]
        },
        {
          "kind": "spend_ceiling",
          "domain": "ads",
          "ceiling_cents": 50000,
          "period": "day"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The policy after the write, and the receipt.",
      "required": [
        "policy",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "policy": {
          "type": "object",
          "description": "A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).",
          "required": [
            "id",
            "kind",
            "name",
            "domain",
            "action",
            "effect",
            "conditions",
            "ceiling_cents",
            "period",
            "enabled",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "enum": [
                "rule",
                "spend_ceiling"
              ],
              "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
            },
            "name": {
              "type": "string",
              "description": "Name for a person."
            },
            "domain": {
              "type": "string",
              "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
              "enum": [
                "general",
                "catalog",
                "analytics",
                "automation",
                "cs",
                "orders",
                "ads",
                "creative",
                "finance",
                "costs",
                "admin",
                "merchant",
                "promotions",
                "research",
                "disputes",
                "reputation"
              ]
            },
            "action": {
              "type": [
                "string",
                "null"
              ],
              "description": "The one action (operation name) it applies to; null for every action of `domain`."
            },
            "effect": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "allow",
                    "deny",
                    "require_approval"
                  ],
                  "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Rules: what a match decides. Null for spend ceilings."
            },
            "conditions": {
              "type": "array",
              "maxItems": 20,
              "description": "Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.",
              "items": {
                "type": "object",
                "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
                "required": [
                  "fact",
                  "op",
                  "value"
                ],
                "additionalProperties": false,
                "properties": {
                  "fact": {
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9_]{0,63}$",
                    "maxLength": 64,
                    "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
                  },
                  "op": {
                    "type": "string",
                    "enum": [
                      "eq",
                      "ne",
                      "gt",
                      "gte",
                      "lt",
                      "lte",
                      "in"
                    ],
                    "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
                  },
                  "value": {
                    "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                    "anyOf": [
                      {
                        "type": "string",
                        "maxLength": 200
                      },
                      {
                        "type": "number"
                      },
                      {
                        "type": "boolean"
                      },
                      {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 100,
                        "items": {
                          "anyOf": [
                            {
                              "type": "string",
                              "maxLength": 200
                            },
                            {
                              "type": "number"
                            }
                          ]
                        }
                      }
                    ]
                  }
                }
              }
            },
            "ceiling_cents": {
              "type": [
                "integer",
                "null"
              ],
              "minimum": 0,
              "description": "Spend ceilings: most money approved per period, in cents of the store currency. Null for rules."
            },
            "period": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "day",
                    "week",
                    "month"
                  ],
                  "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Spend ceilings: the period the ceiling covers. Null for rules."
            },
            "enabled": {
              "type": "boolean",
              "description": "A disabled policy is kept but not consulted."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change (`resource_kind` `policy`); null when an update changed nothing."
        }
      }
    }
  },
  {
    "name": "policy_delete",
    "method": "POST",
    "path": "/api/v1/policies/delete",
    "summary": "Delete a policy",
    "description": "Deletes a policy; `simulate` no longer consults it. Automatic write: applies at once and leaves a receipt holding the deleted policy, whose reversal is the `policy_create` that recreates it (with a new id). To stop consulting a policy but keep it, use `policy_update` with `enabled: false`.\n\nScope: `automation:write` (or the `write` / `admin` bundle). A policy of another store, or one already deleted, answers `invalid_request` naming `policy_id`.\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `policy_delete`.",
      "required": [
        "policy_id"
      ],
      "additionalProperties": false,
      "properties": {
        "policy_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The policy (`id` from policy_list)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The policy as it was before deletion, and the receipt.",
      "required": [
        "deleted",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "deleted": {
          "type": "object",
          "description": "A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).",
          "required": [
            "id",
            "kind",
            "name",
            "domain",
            "action",
            "effect",
            "conditions",
            "ceiling_cents",
            "period",
            "enabled",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "enum": [
                "rule",
                "spend_ceiling"
              ],
              "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
            },
            "name": {
              "type": "string",
              "description": "Name for a person."
            },
            "domain": {
              "type": "string",
              "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
              "enum": [
                "general",
                "catalog",
                "analytics",
                "automation",
                "cs",
                "orders",
                "ads",
                "creative",
                "finance",
                "costs",
                "admin",
                "merchant",
                "promotions",
                "research",
                "disputes",
                "reputation"
              ]
            },
            "action": {
              "type": [
                "string",
                "null"
              ],
              "description": "The one action (operation name) it applies to; null for every action of `domain`."
            },
            "effect": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "allow",
                    "deny",
                    "require_approval"
                  ],
                  "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Rules: what a match decides. Null for spend ceilings."
            },
            "conditions": {
              "type": "array",
              "maxItems": 20,
              "description": "Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.",
              "items": {
                "type": "object",
                "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
                "required": [
                  "fact",
                  "op",
                  "value"
                ],
                "additionalProperties": false,
                "properties": {
                  "fact": {
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9_]{0,63}$",
                    "maxLength": 64,
                    "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
                  },
                  "op": {
                    "type": "string",
                    "enum": [
                      "eq",
                      "ne",
                      "gt",
                      "gte",
                      "lt",
                      "lte",
                      "in"
                    ],
                    "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
                  },
                  "value": {
                    "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                    "anyOf": [
                      {
                        "type": "string",
                        "maxLength": 200
                      },
                      {
                        "type": "number"
                      },
                      {
                        "type": "boolean"
                      },
                      {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 100,
                        "items": {
                          "anyOf": [
                            {
                              "type": "string",
                              "maxLength": 200
                            },
                            {
                              "type": "number"
                            }
                          ]
                        }
                      }
                    ]
                  }
                }
              }
            },
            "ceiling_cents": {
              "type": [
                "integer",
                "null"
              ],
              "minimum": 0,
              "description": "Spend ceilings: most money approved per period, in cents of the store currency. Null for rules."
            },
            "period": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "day",
                    "week",
                    "month"
                  ],
                  "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Spend ceilings: the period the ceiling covers. Null for rules."
            },
            "enabled": {
              "type": "boolean",
              "description": "A disabled policy is kept but not consulted."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid",
          "description": "Receipt of the deletion; its `reversal` is a `policy_create` with the same fields (the new policy gets a new id)."
        }
      }
    }
  },
  {
    "name": "policy_list",
    "method": "POST",
    "path": "/api/v1/policies/list",
    "summary": "List the store's policies",
    "description": "Lists the store's policies (rules and spend ceilings, the ones `simulate` consults), newest first, optionally by `kind`, `domain` and `enabled`; `limit` 1..100 (default 50); page with `before` = the previous page's `next_cursor`.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `policy_list`. Every filter is optional; filters combine with AND.",
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "rule",
            "spend_ceiling"
          ],
          "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
        },
        "domain": {
          "type": "string",
          "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
          "enum": [
            "general",
            "catalog",
            "analytics",
            "automation",
            "cs",
            "orders",
            "ads",
            "creative",
            "finance",
            "costs",
            "admin",
            "merchant",
            "promotions",
            "research",
            "disputes",
            "reputation"
          ]
        },
        "enabled": {
          "type": "boolean",
          "description": "Only enabled (`true`) or only disabled (`false`) policies; omit for both."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Policies per page, 1..100 (default 50), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of the store's policies, newest first.",
      "required": [
        "policies",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "policies": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "object",
            "description": "A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).",
            "required": [
              "id",
              "kind",
              "name",
              "domain",
              "action",
              "effect",
              "conditions",
              "ceiling_cents",
              "period",
              "enabled",
              "created_at",
              "updated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "rule",
                  "spend_ceiling"
                ],
                "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
              },
              "name": {
                "type": "string",
                "description": "Name for a person."
              },
              "domain": {
                "type": "string",
                "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
                "enum": [
                  "general",
                  "catalog",
                  "analytics",
                  "automation",
                  "cs",
                  "orders",
                  "ads",
                  "creative",
                  "finance",
                  "costs",
                  "admin",
                  "merchant",
                  "promotions",
                  "research",
                  "disputes",
                  "reputation"
                ]
              },
              "action": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The one action (operation name) it applies to; null for every action of `domain`."
              },
              "effect": {
                "oneOf": [
                  {
                    "type": "string",
                    "enum": [
                      "allow",
                      "deny",
                      "require_approval"
                    ],
                    "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "Rules: what a match decides. Null for spend ceilings."
              },
              "conditions": {
                "type": "array",
                "maxItems": 20,
                "description": "Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.",
                "items": {
                  "type": "object",
                  "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
                  "required": [
                    "fact",
                    "op",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "fact": {
                      "type": "string",
                      "pattern": "^[a-z][a-z0-9_]{0,63}$",
                      "maxLength": 64,
                      "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
                    },
                    "op": {
                      "type": "string",
                      "enum": [
                        "eq",
                        "ne",
                        "gt",
                        "gte",
                        "lt",
                        "lte",
                        "in"
                      ],
                      "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
                    },
                    "value": {
                      "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                      "anyOf": [
                        {
                          "type": "string",
                          "maxLength": 200
                        },
                        {
                          "type": "number"
                        },
                        {
                          "type": "boolean"
                        },
                        {
                          "type": "array",
                          "minItems": 1,
                          "maxItems": 100,
                          "items": {
                            "anyOf": [
                              {
                                "type": "string",
                                "maxLength": 200
                              },
                              {
                                "type": "number"
                              }
                            ]
                          }
                        }
                      ]
                    }
                  }
                }
              },
              "ceiling_cents": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Spend ceilings: most money approved per period, in cents of the store currency. Null for rules."
              },
              "period": {
                "oneOf": [
                  {
                    "type": "string",
                    "enum": [
                      "day",
                      "week",
                      "month"
                    ],
                    "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "Spend ceilings: the period the ceiling covers. Null for rules."
              },
              "enabled": {
                "type": "boolean",
                "description": "A disabled policy is kept but not consulted."
              },
              "created_at": {
                "type": "string",
                "format": "date-time"
              },
              "updated_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when older policies match beyond this page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "policy_update",
    "method": "POST",
    "path": "/api/v1/policies/update",
    "summary": "Change a policy",
    "description": "Changes the fields sent; the others keep their value; the kind never changes (delete and create instead). The result is validated as `policy_create` validates (a field that does not belong to the kind answers `invalid_request` naming it). Automatic write: applies at once and leaves a receipt with each changed field before and after, whose reversal is the `policy_update` restoring them; sending only values the policy already has changes nothing (`receipt_id` null). `action: \"\"` clears the action (every action of the domain).\n\nScope: `automation:write` (or the `write` / `admin` bundle). A policy of another store answers `invalid_request` naming `policy_id`.\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `policy_update`: the policy and the fields to change; fields not sent keep their value (sending none changes nothing). The kind cannot change (delete and create instead). A field that does not belong to the policy's kind answers `invalid_request` naming it.",
      "required": [
        "policy_id"
      ],
      "additionalProperties": false,
      "properties": {
        "policy_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The policy (`id` from policy_list)."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "New name, 1..100 characters."
        },
        "domain": {
          "type": "string",
          "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
          "enum": [
            "general",
            "catalog",
            "analytics",
            "automation",
            "cs",
            "orders",
            "ads",
            "creative",
            "finance",
            "costs",
            "admin",
            "merchant",
            "promotions",
            "research",
            "disputes",
            "reputation"
          ]
        },
        "action": {
          "type": "string",
          "pattern": "^([a-z][a-z0-9_]{0,63})?$",
          "maxLength": 64,
          "description": "New action (operation name); the empty string `\"\"` clears it (every action of `domain`)."
        },
        "effect": {
          "type": "string",
          "enum": [
            "allow",
            "deny",
            "require_approval"
          ],
          "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
        },
        "conditions": {
          "type": "array",
          "maxItems": 20,
          "description": "Rules only: the new conditions, replacing all of them (0..20).",
          "items": {
            "type": "object",
            "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
            "required": [
              "fact",
              "op",
              "value"
            ],
            "additionalProperties": false,
            "properties": {
              "fact": {
                "type": "string",
                "pattern": "^[a-z][a-z0-9_]{0,63}$",
                "maxLength": 64,
                "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
              },
              "op": {
                "type": "string",
                "enum": [
                  "eq",
                  "ne",
                  "gt",
                  "gte",
                  "lt",
                  "lte",
                  "in"
                ],
                "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
              },
              "value": {
                "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                "anyOf": [
                  {
                    "type": "string",
                    "maxLength": 200
                  },
                  {
                    "type": "number"
                  },
                  {
                    "type": "boolean"
                  },
                  {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 100,
                    "items": {
                      "anyOf": [
                        {
                          "type": "string",
                          "maxLength": 200
                        },
                        {
                          "type": "number"
                        }
                      ]
                    }
                  }
                ]
              }
            }
          }
        },
        "ceiling_cents": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000000,
          "description": "Spend ceilings only: new ceiling in cents of the store currency, 0..100,000,000,000."
        },
        "period": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month"
          ],
          "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
        },
        "enabled": {
          "type": "boolean",
          "description": "`false` keeps the policy but stops `simulate` consulting it; `true` turns it back on."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "policy_id": "ed37075a-f8e1-442b-a6f9-b648c1bcf6fa",
          "enabled": false
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The policy after the write, and the receipt.",
      "required": [
        "policy",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "policy": {
          "type": "object",
          "description": "A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).",
          "required": [
            "id",
            "kind",
            "name",
            "domain",
            "action",
            "effect",
            "conditions",
            "ceiling_cents",
            "period",
            "enabled",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "enum": [
                "rule",
                "spend_ceiling"
              ],
              "description": "Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."
            },
            "name": {
              "type": "string",
              "description": "Name for a person."
            },
            "domain": {
              "type": "string",
              "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
              "enum": [
                "general",
                "catalog",
                "analytics",
                "automation",
                "cs",
                "orders",
                "ads",
                "creative",
                "finance",
                "costs",
                "admin",
                "merchant",
                "promotions",
                "research",
                "disputes",
                "reputation"
              ]
            },
            "action": {
              "type": [
                "string",
                "null"
              ],
              "description": "The one action (operation name) it applies to; null for every action of `domain`."
            },
            "effect": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "allow",
                    "deny",
                    "require_approval"
                  ],
                  "description": "What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Rules: what a match decides. Null for spend ceilings."
            },
            "conditions": {
              "type": "array",
              "maxItems": 20,
              "description": "Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.",
              "items": {
                "type": "object",
                "description": "One condition of a rule, on one fact of the action (see `simulate` `facts`).",
                "required": [
                  "fact",
                  "op",
                  "value"
                ],
                "additionalProperties": false,
                "properties": {
                  "fact": {
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9_]{0,63}$",
                    "maxLength": 64,
                    "description": "Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."
                  },
                  "op": {
                    "type": "string",
                    "enum": [
                      "eq",
                      "ne",
                      "gt",
                      "gte",
                      "lt",
                      "lte",
                      "in"
                    ],
                    "description": "Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."
                  },
                  "value": {
                    "description": "The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.",
                    "anyOf": [
                      {
                        "type": "string",
                        "maxLength": 200
                      },
                      {
                        "type": "number"
                      },
                      {
                        "type": "boolean"
                      },
                      {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 100,
                        "items": {
                          "anyOf": [
                            {
                              "type": "string",
                              "maxLength": 200
                            },
                            {
                              "type": "number"
                            }
                          ]
                        }
                      }
                    ]
                  }
                }
              }
            },
            "ceiling_cents": {
              "type": [
                "integer",
                "null"
              ],
              "minimum": 0,
              "description": "Spend ceilings: most money approved per period, in cents of the store currency. Null for rules."
            },
            "period": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "day",
                    "week",
                    "month"
                  ],
                  "description": "Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."
                },
                {
                  "type": "null"
                }
              ],
              "description": "Spend ceilings: the period the ceiling covers. Null for rules."
            },
            "enabled": {
              "type": "boolean",
              "description": "A disabled policy is kept but not consulted."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change (`resource_kind` `policy`); null when an update changed nothing."
        }
      }
    }
  },
  {
    "name": "propose_discount",
    "method": "POST",
    "path": "/api/v1/tools/propose_discount",
    "summary": "Propose a percentage discount on products",
    "description": "Proposes a percentage discount on 1..50 products. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Approval creates an active discount on those products.\n\nThe card lists, per product (`resource_kind` `product`), `discount_percent` (before: the product's current active discount, 0 if none; after: the new percent) and `sale_price` (the price a customer pays, in the store currency's major units: before with the current discount, after with the new one, computed from the product's price, its lowest variant price). `amount_cents` is the per-unit reduction (price x percent) summed over the products. Discounts do not stack: a product's effective discount is its newest active one. On approval the prices and active discounts are re-read; if one moved, the card fails.\n\nReversibility is `compensatable` and `reversal` is null: the service has no operation that ends a discount yet, and orders placed at the discounted price stay discounted; an operator ends it in the storefront admin.\n\nScope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores only. An unknown product answers `invalid_request` naming `product_ids[i]`.\n\nParameters: `product_ids` (1..50 distinct product UUIDs, required), `discount_percent` (1..90, steps of 0.5, required), `reason` (1..500 characters, required), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
    "scope": "promotions:write",
    "tier": "propose_write",
    "domain": "promotions",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `propose_discount` (seed catalogue names).",
      "required": [
        "product_ids",
        "discount_percent",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "product_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 50,
          "uniqueItems": true,
          "description": "The products to discount, 1..50 distinct product UUIDs of this store (`id` from query_products).",
          "items": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          }
        },
        "discount_percent": {
          "type": "number",
          "minimum": 1,
          "maximum": 90,
          "multipleOf": 0.5,
          "description": "Percent off each product's price, 1..90 in steps of 0.5 (e.g. 15 or 12.5)."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, 1..500 characters; shown on the approval card and stored with the discount."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "product_ids": [
            "62748014-deaf-487f-802b-6eaf2d5d06dd"
          ],
          "discount_percent": 15,
          "reason": "Clear slow-moving stock before the new collection"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "query_performance",
    "method": "POST",
    "path": "/api/v1/tools/query_performance",
    "summary": "Report revenue, ad spend, ROAS and conversion over a window",
    "description": "Performance over the last `window_days` days for the whole store or one\nproduct: totals (revenue, ad spend, ROAS, conversion rate, sessions,\nconversions, orders), the top 5 products by revenue, up to 5 underperformers\n(lowest ROAS among products with ad spend) and a daily trend.\n\nRead: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).\n\nParameters (all optional; `{}` gives the whole store over 7 days):\n- `window_days`: 1..90 days (default 7), up to and including the current day.\n- `product_id`: UUID of one product to scope every figure to.\n\nMoney is a decimal in the store currency's major units; `roas` (revenue / ad\nspend) and `conversion_rate` (conversions / sessions, 0..1) are ratios and\nnull when their denominator is 0.\n",
    "scope": "analytics:read",
    "tier": "read",
    "domain": "analytics",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `query_performance`. All optional; `{}` returns the whole store over the last 7 days.",
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 90,
          "default": 7,
          "description": "Length of the window in days, 1..90 (default 7), up to and including the current day; the result's `from` and `to` name the exact dates counted."
        },
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Scope every figure to this one product (UUID). Omit for the whole store."
        }
      },
      "examples": [
        {},
        {
          "window_days": 30
        },
        {
          "window_days": 14,
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Performance aggregate over the window: totals, top 5 products, up to 5 underperformers and one row per day. Money is in the store currency's major units.",
      "required": [
        "window_days",
        "from",
        "to",
        "product_id",
        "currency",
        "totals",
        "top_products",
        "underperformers",
        "daily"
      ],
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 90,
          "description": "Window applied, in days."
        },
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day counted (YYYY-MM-DD, inclusive)."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day counted (YYYY-MM-DD, inclusive)."
        },
        "product_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The product the figures are scoped to; null for the whole store."
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "totals": {
          "type": "object",
          "description": "Totals over the window.",
          "required": [
            "revenue",
            "ad_spend",
            "roas",
            "conversion_rate",
            "sessions",
            "conversions",
            "orders"
          ],
          "additionalProperties": false,
          "properties": {
            "revenue": {
              "type": "number",
              "minimum": 0,
              "description": "Revenue, decimal in the store currency's major units."
            },
            "ad_spend": {
              "type": "number",
              "minimum": 0,
              "description": "Advertising spend, decimal in the store currency's major units."
            },
            "roas": {
              "type": [
                "number",
                "null"
              ],
              "minimum": 0,
              "description": "Return on ad spend, revenue / ad_spend (ratio); null when ad_spend is 0."
            },
            "conversion_rate": {
              "type": [
                "number",
                "null"
              ],
              "minimum": 0,
              "maximum": 1,
              "description": "conversions / sessions (ratio 0..1, 0.031 = 3.1 %); null when sessions is 0."
            },
            "sessions": {
              "type": "integer",
              "minimum": 0,
              "description": "Storefront sessions."
            },
            "conversions": {
              "type": "integer",
              "minimum": 0,
              "description": "Sessions that converted."
            },
            "orders": {
              "type": "integer",
              "minimum": 0,
              "description": "Orders in the window."
            }
          }
        },
        "top_products": {
          "type": "array",
          "maxItems": 5,
          "description": "Up to 5 best performing products, highest revenue in the window first.",
          "items": {
            "type": "object",
            "description": "One product's performance over the window.",
            "required": [
              "product_id",
              "handle",
              "title",
              "revenue",
              "ad_spend",
              "roas"
            ],
            "additionalProperties": false,
            "properties": {
              "product_id": {
                "type": "string",
                "format": "uuid",
                "description": "Product identifier."
              },
              "handle": {
                "type": "string",
                "description": "Product handle."
              },
              "title": {
                "type": "string",
                "description": "Product title."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Revenue in the window, decimal in the store currency's major units."
              },
              "ad_spend": {
                "type": "number",
                "minimum": 0,
                "description": "Ad spend in the window, decimal in the store currency's major units."
              },
              "roas": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "revenue / ad_spend (ratio); null when ad_spend is 0."
              }
            }
          }
        },
        "underperformers": {
          "type": "array",
          "maxItems": 5,
          "description": "Up to 5 products with ad spend in the window whose ROAS is lowest, lowest first (a product with spend and no revenue has ROAS 0). Empty when nothing underperforms.",
          "items": {
            "type": "object",
            "description": "One product's performance over the window.",
            "required": [
              "product_id",
              "handle",
              "title",
              "revenue",
              "ad_spend",
              "roas"
            ],
            "additionalProperties": false,
            "properties": {
              "product_id": {
                "type": "string",
                "format": "uuid",
                "description": "Product identifier."
              },
              "handle": {
                "type": "string",
                "description": "Product handle."
              },
              "title": {
                "type": "string",
                "description": "Product title."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Revenue in the window, decimal in the store currency's major units."
              },
              "ad_spend": {
                "type": "number",
                "minimum": 0,
                "description": "Ad spend in the window, decimal in the store currency's major units."
              },
              "roas": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "revenue / ad_spend (ratio); null when ad_spend is 0."
              }
            }
          }
        },
        "daily": {
          "type": "array",
          "maxItems": 90,
          "description": "One row per day from `from` to `to`, oldest first; days without activity are zeros.",
          "items": {
            "type": "object",
            "description": "One day of the trend.",
            "required": [
              "date",
              "revenue",
              "ad_spend",
              "sessions",
              "conversions"
            ],
            "additionalProperties": false,
            "properties": {
              "date": {
                "type": "string",
                "format": "date",
                "description": "The day (YYYY-MM-DD)."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Revenue that day, decimal in the store currency's major units."
              },
              "ad_spend": {
                "type": "number",
                "minimum": 0,
                "description": "Ad spend that day, decimal in the store currency's major units."
              },
              "sessions": {
                "type": "integer",
                "minimum": 0,
                "description": "Sessions that day."
              },
              "conversions": {
                "type": "integer",
                "minimum": 0,
                "description": "Conversions that day."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "query_products",
    "method": "POST",
    "path": "/api/v1/tools/query_products",
    "summary": "List products with lifecycle state, price and ROAS",
    "description": "Lists product rows: id, handle, title, service lifecycle `state`,\n`storefront_status`, vendor, \"from\" price, current ROAS and the last decision\nabout the product.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters (all optional; `{}` gives the 10 most recently updated products):\n- `filter.lifecycle_state`: service lifecycle state, lowercase: `new`,\n  `testing`, `active`, `winner`, `scaling`, `declining`, `paused`, `draft`,\n  `retired` (not the storefront status).\n- `filter.has_active_decision`: `true` = only products with a pending,\n  unapplied decision; `false` = only products without one.\n- `sort`: `created_desc`, `updated_desc` (default) or `roas_desc`.\n- `limit`: 1..50 rows (default 10).\n\n`price` is a decimal in the store currency's major units; `current_roas` is a\nratio (revenue / ad spend over the trailing 7 days), null without ad spend.\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "catalog:read",
    "tier": "read",
    "domain": "catalog",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.",
      "additionalProperties": false,
      "properties": {
        "filter": {
          "type": "object",
          "description": "Narrow the rows. Both conditions must hold when both are given.",
          "additionalProperties": false,
          "properties": {
            "lifecycle_state": {
              "type": "string",
              "description": "Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.",
              "enum": [
                "new",
                "testing",
                "active",
                "winner",
                "scaling",
                "declining",
                "paused",
                "draft",
                "retired"
              ]
            },
            "has_active_decision": {
              "type": "boolean",
              "description": "`true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both."
            }
          }
        },
        "sort": {
          "type": "string",
          "enum": [
            "created_desc",
            "updated_desc",
            "roas_desc"
          ],
          "default": "updated_desc",
          "description": "Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Maximum number of product rows, 1..50 (default 10)."
        }
      },
      "examples": [
        {},
        {
          "filter": {
            "lifecycle_state": "winner"
          },
          "sort": "roas_desc",
          "limit": 5
        },
        {
          "filter": {
            "has_active_decision": true
          }
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Product rows in the requested order, at most `limit`.",
      "required": [
        "products",
        "count",
        "sort",
        "limit"
      ],
      "additionalProperties": false,
      "properties": {
        "products": {
          "type": "array",
          "maxItems": 50,
          "description": "Product rows, ordered by `sort`.",
          "items": {
            "type": "object",
            "description": "One product row.",
            "required": [
              "id",
              "handle",
              "title",
              "state",
              "storefront_status",
              "vendor",
              "price",
              "currency",
              "current_roas",
              "last_decision",
              "updated_at",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Product identifier (pass it as `product_id` to other tools)."
              },
              "handle": {
                "type": "string",
                "description": "URL handle, unique in the store (pass it as `handle` to `get_recent_decisions`)."
              },
              "title": {
                "type": "string",
                "description": "Product title."
              },
              "state": {
                "type": "string",
                "description": "The service lifecycle state (lowercase). Not the storefront status: see `storefront_status`.",
                "enum": [
                  "new",
                  "testing",
                  "active",
                  "winner",
                  "scaling",
                  "declining",
                  "paused",
                  "draft",
                  "retired"
                ]
              },
              "storefront_status": {
                "type": "string",
                "description": "The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `state`.",
                "enum": [
                  "active",
                  "draft",
                  "archived"
                ]
              },
              "vendor": {
                "type": "string",
                "description": "Vendor or brand."
              },
              "price": {
                "type": "number",
                "minimum": 0,
                "description": "\"From\" price: the lowest variant price, a decimal in the store currency's major units (e.g. 24.5)."
              },
              "currency": {
                "type": "string",
                "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
                "pattern": "^[A-Z]{3}$",
                "examples": [
                  "EUR"
                ]
              },
              "current_roas": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Current return on ad spend: trailing 7-day revenue / ad spend as of the last sync (ratio; 2.5 = 2.50 revenue per 1.00 spent). Null when the product had no ad spend."
              },
              "last_decision": {
                "description": "The newest decision row about this product; null if there is none.",
                "oneOf": [
                  {
                    "type": "object",
                    "description": "Short form of the newest decision row about a product (full rows: `get_recent_decisions` with `handle`).",
                    "required": [
                      "id",
                      "action",
                      "bucket",
                      "to_state",
                      "created_at"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "id": {
                        "type": "string",
                        "format": "uuid",
                        "description": "Decision identifier."
                      },
                      "action": {
                        "type": "string",
                        "description": "What the decision does (e.g. `transition_state`, `adjust_price`, `hold`)."
                      },
                      "bucket": {
                        "type": "string",
                        "description": "Bucket the Decisions page files a decision row under: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change (bookkeeping; usually most rows).",
                        "enum": [
                          "live",
                          "queued",
                          "failed",
                          "suggested",
                          "reverted",
                          "noop"
                        ]
                      },
                      "to_state": {
                        "type": "string",
                        "description": "State the decision moves the subject to (UPPERCASE lifecycle state, e.g. `WINNER`)."
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time",
                        "description": "When the decision was made (ISO 8601)."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "updated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the product last changed (ISO 8601)."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the product was created (ISO 8601)."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "description": "Number of rows in `products` (not the catalogue size; see `get_store_overview`)."
        },
        "sort": {
          "type": "string",
          "enum": [
            "created_desc",
            "updated_desc",
            "roas_desc"
          ],
          "description": "Order applied (the request's `sort`, or the default `updated_desc`)."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "description": "Limit applied (the request's `limit`, or the default 10)."
        }
      }
    }
  },
  {
    "name": "receipts_list",
    "method": "POST",
    "path": "/api/v1/receipts",
    "summary": "List the store's receipts",
    "description": "Lists the receipts of applied writes (what changed, before and after, who proposed, who approved, how to reverse), newest first. Filters, all optional and combined: `operation`, `resource_kind`, `resource_ref`, `approval_id`. `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor` until `has_more` is false.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `receipts_list`. Every filter is optional; filters combine with AND.",
      "additionalProperties": false,
      "properties": {
        "operation": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,63}$",
          "maxLength": 64,
          "description": "Only receipts of this operation, e.g. `storefront_update_variant_price`."
        },
        "resource_kind": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,31}$",
          "maxLength": 32,
          "description": "Only receipts of this kind of resource, e.g. `variant`, `product`, `store`, `policy`."
        },
        "resource_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Only receipts of this resource (its UUID, slug or store id, exactly as receipts name it)."
        },
        "approval_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Only receipts of this approval card."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Receipts per page, 1..50 (default 20), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."
        }
      },
      "examples": [
        {
          "operation": "storefront_update_variant_price",
          "limit": 10
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of the store's receipts, newest first.",
      "required": [
        "receipts",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "receipts": {
          "type": "array",
          "maxItems": 50,
          "description": "At most `limit` receipts, newest first (ties by id).",
          "items": {
            "type": "object",
            "description": "The record an applied write leaves (seed: \"receipts\"): what changed (before and after), who proposed it, who approved it, and how to reverse it. Written in the same transaction as the change; never edited afterwards. A proposed write that changes several resources leaves one receipt per resource, all with the same `approval_id`.",
            "required": [
              "id",
              "operation",
              "approval_id",
              "resource_kind",
              "resource_ref",
              "changes",
              "proposed_by",
              "approved_by",
              "reversal",
              "request_id",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "The receipt's id (`receipt_id` of the write's answer or approval card)."
              },
              "operation": {
                "type": "string",
                "description": "The operation that applied the change, e.g. `storefront_update_variant_price`."
              },
              "approval_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The approval card of a proposed write; null for automatic writes."
              },
              "resource_kind": {
                "type": "string",
                "description": "Kind of resource changed, e.g. `variant`, `product`, `store`, `agent`, `alert`, `policy`, `calibration`."
              },
              "resource_ref": {
                "type": "string",
                "description": "Identifier of the resource (a UUID, a slug or the store id)."
              },
              "changes": {
                "type": "array",
                "minItems": 1,
                "description": "Every field of the resource the write changed.",
                "items": {
                  "type": "object",
                  "description": "One field of a receipt's resource, before and after the applied change. Money is in the store currency's major units (e.g. `44.5`), as in results.",
                  "required": [
                    "field",
                    "before",
                    "after"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "field": {
                      "type": "string",
                      "description": "The field that changed, e.g. `price`, `inventory_quantity`, `automation_enabled`, `roas`."
                    },
                    "before": {
                      "description": "Value before the change, as JSON (null when the resource did not exist yet)."
                    },
                    "after": {
                      "description": "Value after the change, as JSON (null when the resource was deleted)."
                    }
                  }
                }
              },
              "proposed_by": {
                "type": "string",
                "description": "Credential id that called the write (`operator:<id>` for a dashboard action)."
              },
              "approved_by": {
                "type": "string",
                "description": "Who let it apply: an operator's email (approved in the dashboard), `auto-apply` (credential with auto-apply), `immediate` (stopping writes), or the calling credential's id (automatic writes)."
              },
              "reversal": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "The write that undoes the change.",
                    "required": [
                      "operation",
                      "arguments",
                      "description"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "operation": {
                        "type": "string",
                        "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                      },
                      "arguments": {
                        "type": "object",
                        "description": "Its arguments.",
                        "additionalProperties": true
                      },
                      "description": {
                        "type": "string",
                        "description": "What the reversal does, for a person."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "The write that undoes the change; null when no single write can undo it."
              },
              "request_id": {
                "type": "string",
                "description": "The request that applied it (resolves to its audit row)."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the change was applied (ISO 8601, UTC)."
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when older receipts match beyond this page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "receipts_price_memory",
    "method": "POST",
    "path": "/api/v1/receipts/price",
    "summary": "A variant's price history from receipts",
    "description": "Answers one variant's price history as this service applied it: every receipt that changed the variant's `price`, oldest first (the most recent `limit`, 1..200, default 50; `has_more` says older ones exist), each with when, before, after (major units), the operation, its approval card and the receipt id; plus the variant's current price and the store currency. Price changes made outside the service leave no receipt and are not listed.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). Storefront stores only. An unknown variant answers `invalid_request` naming `variant_id`.\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `receipts_price_memory`.",
      "required": [
        "variant_id"
      ],
      "additionalProperties": false,
      "properties": {
        "variant_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "At most this many price changes, the most recent ones (1..200, default 50), listed oldest first."
        }
      },
      "examples": [
        {
          "variant_id": "44012345737560"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A variant's price history as this service changed it (from receipts), with its current price. Changes made outside the service (in the storefront admin) leave no receipt and are not listed; compare `current_price` with the last entry's `after` to spot one.",
      "required": [
        "variant_id",
        "external_id",
        "sku",
        "currency",
        "current_price",
        "entries",
        "has_more"
      ],
      "additionalProperties": false,
      "properties": {
        "variant_id": {
          "type": "string",
          "format": "uuid",
          "description": "The variant's UUID."
        },
        "external_id": {
          "type": "string",
          "description": "The storefront platform's variant reference."
        },
        "sku": {
          "type": "string",
          "description": "Stock-keeping unit."
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "current_price": {
          "type": "number",
          "description": "Price now, in the store currency's major units."
        },
        "entries": {
          "type": "array",
          "maxItems": 200,
          "description": "Applied price changes, oldest first (the most recent `limit` of them).",
          "items": {
            "type": "object",
            "description": "One applied price change of a variant, from its receipt.",
            "required": [
              "at",
              "before",
              "after",
              "operation",
              "approval_id",
              "receipt_id"
            ],
            "additionalProperties": false,
            "properties": {
              "at": {
                "type": "string",
                "format": "date-time",
                "description": "When the change applied (the receipt's `created_at`, ISO 8601 UTC)."
              },
              "before": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "Price before, in the store currency's major units; null if the receipt recorded none."
              },
              "after": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "Price after, in the store currency's major units; null if the receipt recorded none."
              },
              "operation": {
                "type": "string",
                "description": "The operation that applied it, e.g. `storefront_update_variant_price`."
              },
              "approval_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The approval card, when the change was a proposed write; null otherwise."
              },
              "receipt_id": {
                "type": "string",
                "format": "uuid",
                "description": "The receipt (see `receipts_list`)."
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when older price changes exist than the first entry (raise `limit` to see them)."
        }
      }
    }
  },
  {
    "name": "run_calibration",
    "method": "POST",
    "path": "/api/v1/tools/run_calibration",
    "summary": "Recompute the store's calibration thresholds",
    "description": "Recomputes the store's calibration thresholds (what `get_calibration` answers, and the floors alerts and agents compare against) from the last `window_days` UTC days up to and including today. Automatic write: applies at once with the write scope, replaces the four metrics' rows and leaves one receipt (`resource_kind` `calibration`, one change per recomputed metric with its thresholds before and after; `reversal` null: run it again with another window instead).\n\nObservations (one per product-day, from the daily performance figures): `roas` = revenue / ad spend on each product-day with ad spend; `cpa_cents` = ad spend / conversions (cents) on each product-day with ad spend and conversions; `conversion_rate` = conversions / sessions on each product-day with sessions; `refund_rate` = refunded orders / orders on each day with orders (an order counts as refunded when any refund was recorded against it). For each metric: percentiles p10, p25, p50, p75, p90 (linear interpolation), `floor` = p25, `ceiling` = p90, `sample_size` = number of observations; ratios rounded to 4 decimals, cents to whole cents. A metric without a single observation keeps its previous thresholds and is listed in `unchanged`.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n\nParameters: `window_days` (7..120, default 30), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `run_calibration`.",
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 7,
          "maximum": 120,
          "default": 30,
          "description": "Days of history to calibrate from, 7..120 (default 30), the last `window_days` UTC days up to and including today."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "window_days": 30
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The store's calibration thresholds after the run (what `get_calibration` answers from now on), and the receipt holding the thresholds before and after.",
      "required": [
        "calibrated_at",
        "window_days",
        "thresholds",
        "unchanged",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "calibrated_at": {
          "type": "string",
          "format": "date-time",
          "description": "When this run calibrated (ISO 8601 UTC); the `calibrated_at` of every recomputed metric."
        },
        "window_days": {
          "type": "integer",
          "minimum": 7,
          "maximum": 120,
          "description": "Days of history used."
        },
        "thresholds": {
          "type": "array",
          "maxItems": 4,
          "description": "Every metric's thresholds after the run, in the order roas, cpa_cents, conversion_rate, refund_rate (a metric never calibrated and without observations in the window is absent).",
          "items": {
            "type": "object",
            "description": "Thresholds of one metric. Values are in the metric's unit: ratios for `roas`, `conversion_rate` and `refund_rate`; cents of the store currency for `cpa_cents`.",
            "required": [
              "metric",
              "floor",
              "ceiling",
              "percentiles",
              "sample_size",
              "window_days",
              "calibrated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "metric": {
                "type": "string",
                "description": "Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).",
                "enum": [
                  "roas",
                  "cpa_cents",
                  "conversion_rate",
                  "refund_rate"
                ]
              },
              "floor": {
                "type": "number",
                "description": "Lower threshold; below it the service alerts or acts (e.g. `roas_below_floor`)."
              },
              "ceiling": {
                "type": "number",
                "description": "Upper threshold."
              },
              "percentiles": {
                "type": "object",
                "description": "Distribution of the metric over the calibration sample.",
                "required": [
                  "p10",
                  "p25",
                  "p50",
                  "p75",
                  "p90"
                ],
                "additionalProperties": false,
                "properties": {
                  "p10": {
                    "type": "number",
                    "description": "10th percentile."
                  },
                  "p25": {
                    "type": "number",
                    "description": "25th percentile."
                  },
                  "p50": {
                    "type": "number",
                    "description": "Median."
                  },
                  "p75": {
                    "type": "number",
                    "description": "75th percentile."
                  },
                  "p90": {
                    "type": "number",
                    "description": "90th percentile."
                  }
                }
              },
              "sample_size": {
                "type": "integer",
                "minimum": 0,
                "description": "Number of observations the thresholds were computed from."
              },
              "window_days": {
                "type": "integer",
                "minimum": 1,
                "description": "Days of history the sample covers."
              },
              "calibrated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When this metric was calibrated (ISO 8601)."
              }
            }
          }
        },
        "unchanged": {
          "type": "array",
          "maxItems": 4,
          "description": "Metrics without a single observation in the window (e.g. no ad spend at all): their previous thresholds were kept, not overwritten with zeros.",
          "items": {
            "type": "string",
            "description": "Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).",
            "enum": [
              "roas",
              "cpa_cents",
              "conversion_rate",
              "refund_rate"
            ]
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid",
          "description": "Receipt of the run (`resource_kind` `calibration`; one change per recomputed metric, before and after)."
        }
      }
    }
  },
  {
    "name": "sandbox_approval_decide",
    "method": "POST",
    "path": "/api/v1/test_helpers/approvals/decide",
    "summary": "Test helper: decide an approval card in a sandbox",
    "description": "Sandbox-only test helper (like a payment API's test helpers): does what an operator does in the dashboard's approvals inbox, through the API, so an integrator can exercise a whole flow (propose, approve or reject, read the receipt, receive `approval.decided`) with a sandbox key. It exists only for sandbox credentials: a live credential gets `not_found`, as for a tool that does not exist for it, and no live card can be decided through the API.\n\n`decision: approve` re-reads the current state, re-runs the store's gates (rules, field ownership, spend ceilings) and applies the proposed write with its receipt, exactly as an operator's approval (the card ends `approved`, or `failed` with the reason when the world moved or a gate now refuses); `decision: reject` closes it `rejected`. An app request card (`approval_submit`) is approved or rejected without applying anything. Either way `approval.decided` is emitted from the sandbox copy (CloudEvents extension attribute `sandbox: true`) and the card records `decided_by` `test_helper:<credential id>`.\n\n`approval_id` names the card; omitted, the most recently created card of the sandbox store that still waits (`requested`, not past its deadline) is decided. A card that does not exist, or no longer waits, answers `invalid_request` naming `approval_id`. Answers the card as decided (`Approval`).\n\nNot one of the seed catalogue's 188 operations: a test helper, so the store's rules and spend ceilings do not gate the helper itself (they gate the write it approves).\n\nScope: `automation:write` (or the `write` / `admin` bundle), on a sandbox key.\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": true,
    "authority": null,
    "gated": false,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `sandbox_approval_decide` (sandbox-only test helper).",
      "required": [
        "decision"
      ],
      "additionalProperties": false,
      "properties": {
        "approval_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The card to decide (a card of the sandbox store that still waits). Omitted: the most recently created waiting card of the sandbox store."
        },
        "decision": {
          "type": "string",
          "enum": [
            "approve",
            "reject"
          ],
          "description": "`approve` (re-validate and apply, as an operator approves) or `reject`."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, recorded on the card (for a rejection, its `reason`)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "An approval card (proposed write or app approval request).",
      "required": [
        "id",
        "kind",
        "operation",
        "title",
        "status",
        "amount_cents",
        "currency",
        "reversibility_class",
        "change",
        "requested_by",
        "decided_by",
        "decided_at",
        "reason",
        "receipt_id",
        "expires_at",
        "created_at"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid"
        },
        "kind": {
          "type": "string",
          "enum": [
            "proposed_write",
            "app_request"
          ],
          "description": "`proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`."
        },
        "operation": {
          "type": [
            "string",
            "null"
          ],
          "description": "The operation applied on approval (proposed writes); null for app requests."
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "requested",
            "approved",
            "rejected",
            "expired",
            "withdrawn",
            "failed"
          ],
          "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
        },
        "amount_cents": {
          "type": [
            "integer",
            "null"
          ],
          "description": "Money at stake in cents of `currency`."
        },
        "currency": {
          "type": [
            "string",
            "null"
          ],
          "description": "ISO 4217 code of `amount_cents`."
        },
        "reversibility_class": {
          "type": "string",
          "enum": [
            "reversible",
            "compensatable",
            "irreversible"
          ],
          "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
        },
        "change": {
          "oneOf": [
            {
              "type": "object",
              "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
              "required": [
                "title",
                "changes",
                "amount_cents",
                "reversibility_class",
                "reversal"
              ],
              "additionalProperties": false,
              "properties": {
                "title": {
                  "type": "string",
                  "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
                },
                "changes": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "object",
                    "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                    "required": [
                      "resource_kind",
                      "resource_ref",
                      "field",
                      "before",
                      "after"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "resource_kind": {
                        "type": "string",
                        "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                      },
                      "resource_ref": {
                        "type": "string",
                        "description": "Identifier of the resource (a UUID, a slug or the store id)."
                      },
                      "field": {
                        "type": "string",
                        "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                      },
                      "before": {
                        "description": "Value now (when proposed), as JSON."
                      },
                      "after": {
                        "description": "Value after the change, as JSON."
                      }
                    }
                  }
                },
                "amount_cents": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "Money at stake in cents of the store currency, when the change has a monetary size."
                },
                "reversibility_class": {
                  "type": "string",
                  "enum": [
                    "reversible",
                    "compensatable",
                    "irreversible"
                  ],
                  "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
                },
                "reversal": {
                  "oneOf": [
                    {
                      "type": "object",
                      "description": "The write that undoes the change.",
                      "required": [
                        "operation",
                        "arguments",
                        "description"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "operation": {
                          "type": "string",
                          "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                        },
                        "arguments": {
                          "type": "object",
                          "description": "Its arguments.",
                          "additionalProperties": true
                        },
                        "description": {
                          "type": "string",
                          "description": "What the reversal does, for a person."
                        }
                      }
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "How to undo it; null when it cannot be undone by another write."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "The exact change (proposed writes); null for app requests, which change nothing themselves."
        },
        "requested_by": {
          "type": "string",
          "description": "Credential id that created the card."
        },
        "decided_by": {
          "type": [
            "string",
            "null"
          ],
          "description": "Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided."
        },
        "decided_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "description": "Why it was rejected, withdrawn or failed."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change (approved proposed writes)."
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "description": "Deadline; a card still `requested` then becomes `expired`."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  },
  {
    "name": "set_automation_enabled",
    "method": "POST",
    "path": "/api/v1/tools/set_automation_enabled",
    "summary": "Turn the store's automation off or on",
    "description": "Turns the store's automation off (`enabled: false`) or back on (`enabled: true`): the store-wide switch (`stores.automation_enabled`) above every agent's own mode. While off, no agent decides or applies anything, whatever its mode; `enable_automation` / `disable_automation` still set each agent's mode for when it is back on.\n\nTurning automation off is a stop: it applies immediately (`status: applied`), whatever auto-apply says. Turning it on hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says; on approval the current state is re-read and the card fails if someone changed it meanwhile. Both leave a receipt (`resource_kind` `store`, field `automation_enabled`) whose reversal is the opposite call. Setting the state it already has is still recorded (before and after equal).\n\nScope: `admin:write` (or the `admin` bundle; the `write` bundle does not cover admin operations).\n\nParameters: `enabled` (boolean, required), `reason` (1..500 characters, required), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
    "scope": "admin:write",
    "tier": "propose_write",
    "domain": "admin",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `set_automation_enabled`.",
      "required": [
        "enabled",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "enabled": {
          "type": "boolean",
          "description": "`false` turns the store's automation off (its agents decide and apply nothing; a stop: applies immediately, no approval needed); `true` turns it back on (hands authority back to automation: always waits for an operator, whatever auto-apply says)."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, 1..500 characters; recorded on the card and the receipt."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "enabled": false,
          "reason": "Pausing automation during the stock count"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "set_kill_switch",
    "method": "POST",
    "path": "/api/v1/tools/set_kill_switch",
    "summary": "Engage or release the store kill switch",
    "description": "Engages (`engaged: true`) or releases (`engaged: false`) the store's kill switch. While engaged, automation applies nothing.\n\nEngaging stops automation and applies immediately (`status: applied`), whatever auto-apply says. Releasing hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says. Both leave a receipt.\n\nScope: `admin:write` (or the `admin` bundle; the `write` bundle does not cover admin operations).\n",
    "scope": "admin:write",
    "tier": "propose_write",
    "domain": "admin",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `set_kill_switch`.",
      "required": [
        "engaged",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "engaged": {
          "type": "boolean",
          "description": "`true` engages the kill switch (automation applies nothing; applies immediately, no approval needed); `false` releases it (hands authority back to automation: always waits for an operator, whatever auto-apply says)."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, recorded on the card and the receipt."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "simulate",
    "method": "POST",
    "path": "/api/v1/simulate",
    "summary": "What the governance gates would decide for an action",
    "description": "Runs an action (`domain`, `action`, `facts`) through the store's gates inside a database transaction that is always rolled back, and answers what each gate would decide. Nothing changes: no card, no receipt, no event. The gates are the very function the service applies to every real write before anything is written, so a write of `action` described by the same facts is decided the same way: `deny` refuses it (`policy_denied` from a rule, `field_already_owned` from ownership, `spend_ceiling_exceeded` from a ceiling; nothing written, no card), `require_approval` makes a proposed write wait for an operator even with auto-apply. A real write's facts are its arguments, plus, for a proposed write, `amount_cents` and `resource_kind` / `resource_ref` / `field` of the first change its approval card shows (every changed field is checked for ownership).\n\n- `rules`: the enabled rules of `domain` whose `action` is the action or empty, and whose conditions all hold on `facts`. `deny` beats `require_approval` beats `allow`; the oldest of the strongest matching rules is named. No matching rule: `allow`. An automatic write cannot wait for a card, so a rule that requires approval of one decides `deny`.\n- `ownership`: when `facts` name `resource_kind`, `resource_ref` and `field`, an active intent declaration on that field owned by another credential gives `deny` with its `intent_id`; owned by the caller, or not owned, `allow`. Without the three facts, `allow` (nothing to check).\n- `spend_ceiling`: for each enabled spend ceiling of `domain` whose `action` is the action or empty, the spend already approved in the current period (UTC day, ISO week from Monday, or calendar month) is the sum of `amount_cents` of this store's approved approval cards decided in that period whose operation is in the ceiling's domain (or is its `action`, when set); the action's `facts.amount_cents` (0 when absent) is added. Over `ceiling_cents`: `deny`, naming the ceiling; otherwise `allow`, naming the ceiling with the least room left. No ceiling: `allow`. The same check runs again when an operator approves a card: a card the period's approvals have since pushed over a ceiling fails.\n\nNot gated (every gate `allow`, with the reason): stopping (`set_kill_switch` engaged: true, `set_automation_enabled` enabled: false, `disable_automation`: stopping is immediate, seed Risk tiers rule 2), and the operations that manage governance itself (`policy_create`, `policy_update`, `policy_delete`, `approval_submit`, `approval_withdraw`, test helpers), so a store cannot lock itself out of changing its rules.\n\nOverall `decision`: `deny` if any gate denies, else `require_approval` if any requires it, else `allow`.\n\nRead tier (seed catalogue): changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). `facts.amount_cents` that is not a non-negative integer answers `invalid_request` naming it.\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Simulation request (seed: \"Simulation request\"): the action to try and the facts about it.",
      "required": [
        "domain",
        "action",
        "facts"
      ],
      "additionalProperties": false,
      "properties": {
        "domain": {
          "type": "string",
          "description": "Catalogue domain an operation belongs to (one folder of the operation catalogue).",
          "enum": [
            "general",
            "catalog",
            "analytics",
            "automation",
            "cs",
            "orders",
            "ads",
            "creative",
            "finance",
            "costs",
            "admin",
            "merchant",
            "promotions",
            "research",
            "disputes",
            "reputation"
          ]
        },
        "action": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,63}$",
          "maxLength": 64,
          "description": "The action, an operation name in snake_case, e.g. `ads_set_campaign_budget`; it need not be served yet."
        },
        "facts": {
          "type": "object",
          "maxProperties": 50,
          "propertyNames": {
            "pattern": "^[a-z][a-z0-9_]{0,63}$",
            "maxLength": 64
          },
          "additionalProperties": {
            "description": "A fact's value, as JSON: a string, number, boolean or null, or an array of strings and numbers.",
            "anyOf": [
              {
                "type": "string",
                "maxLength": 500
              },
              {
                "type": "number"
              },
              {
                "type": "boolean"
              },
              {
                "type": "null"
              },
              {
                "type": "array",
                "maxItems": 100,
                "items": {
                  "anyOf": [
                    {
                      "type": "string",
                      "maxLength": 500
                    },
                    {
                      "type": "number"
                    }
                  ]
                }
              }
            ]
          },
          "description": "Facts about the action, 0..50 snake_case names, matched by rule conditions. The gates read four of them: `amount_cents` (integer >= 0, money the action would commit, in cents of the store currency; spend ceilings), and `resource_kind`, `resource_ref`, `field` (the field the action would change, named as an intent declaration names it, e.g. `variant`, the variant's UUID, `price`; ownership)."
        }
      },
      "examples": [
        {
          "domain": "ads",
          "action": "ads_set_campaign_budget",
          "facts": {
            "amount_cents": 25000,
            "resource_kind": "campaign",
            "resource_ref": "cmp_9413922618",
            "field": "daily_budget"
          }
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "What each gate would decide for the action, and the overall decision. Nothing was changed: the simulation ran inside a transaction that is always rolled back.",
      "required": [
        "decision",
        "gates"
      ],
      "additionalProperties": false,
      "properties": {
        "decision": {
          "type": "string",
          "enum": [
            "allow",
            "deny",
            "require_approval"
          ],
          "description": "What a gate (or the whole simulation) decides: `allow` (would go ahead), `require_approval` (would wait for an operator), `deny` (would be refused). Overall: `deny` if any gate denies, else `require_approval` if any gate requires it, else `allow`."
        },
        "gates": {
          "type": "array",
          "minItems": 3,
          "maxItems": 3,
          "description": "One entry per gate, in the order `rules`, `ownership`, `spend_ceiling`.",
          "items": {
            "type": "object",
            "description": "What one gate would decide, and why.",
            "required": [
              "gate",
              "decision",
              "reason",
              "policy_id",
              "intent_id"
            ],
            "additionalProperties": false,
            "properties": {
              "gate": {
                "type": "string",
                "enum": [
                  "rules",
                  "ownership",
                  "spend_ceiling"
                ],
                "description": "`rules`: the store's enabled rules for this domain and action whose conditions hold on the facts. `ownership`: whether another credential owns the field (an active intent declaration). `spend_ceiling`: whether the action's `amount_cents` fits under the enabled spend ceilings."
              },
              "decision": {
                "type": "string",
                "enum": [
                  "allow",
                  "deny",
                  "require_approval"
                ],
                "description": "What a gate (or the whole simulation) decides: `allow` (would go ahead), `require_approval` (would wait for an operator), `deny` (would be refused). Overall: `deny` if any gate denies, else `require_approval` if any gate requires it, else `allow`."
              },
              "reason": {
                "type": "string",
                "description": "Why, for a person or a model (names the policy, intent or sums involved)."
              },
              "policy_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The deciding policy (rule or spend ceiling); null when none applied or for the ownership gate."
              },
              "intent_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "Ownership gate: the active intent declaration on the field; null otherwise."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "storefront_update_inventory",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_inventory",
    "summary": "Propose a variant's on-hand quantity",
    "description": "Proposes setting one variant's on-hand stock to an absolute quantity (what a stock take counted), not adding or removing a delta. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card shows `inventory_quantity` before and after.\n\nOn approval the current quantity is re-read: if it moved since the proposal (a sale, a return, another adjustment), the card fails instead of overwriting the newer count. Reversibility is `compensatable`, not `reversible`: stock keeps moving with every sale, so setting the previous number back later would also erase the sales since; the receipt's `reversal` names the call that restores the previous quantity, to be used only if nothing was sold meanwhile (it is itself a proposed write and fails on approval if the count moved).\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.\n\nParameters: `variant_id` (storefront reference or UUID, required), `quantity` (integer units, 0..1,000,000, required), `reason` (optional, at most 500 characters), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
    "scope": "catalog:write",
    "tier": "propose_write",
    "domain": "catalog",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_update_inventory`.",
      "required": [
        "variant_id",
        "quantity"
      ],
      "additionalProperties": false,
      "properties": {
        "variant_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."
        },
        "quantity": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000,
          "description": "The new on-hand quantity in units, 0..1,000,000. An absolute count (what a stock take found), not a delta: the variant's `inventory_quantity` becomes exactly this."
        },
        "reason": {
          "type": "string",
          "maxLength": 500,
          "description": "Why (at most 500 characters), shown on the approval card."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "variant_id": "44012347040589",
          "quantity": 24,
          "reason": "Stock take: 24 found in the back room"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "storefront_update_variant_price",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_variant_price",
    "summary": "Propose a new price for one variant",
    "description": "Proposes setting one variant's price. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the current price is re-read: if it moved since the proposal, the card fails instead of applying. The applied change leaves a receipt (price before/after, reversal) and appears in `receipts_price_memory`.\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.\n\nParameters: `variant_id` (storefront reference or UUID, required), `new_price` (major units, > 0, at most 2 decimals, required), `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
    "scope": "catalog:write",
    "tier": "propose_write",
    "domain": "catalog",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_update_variant_price`.",
      "required": [
        "variant_id",
        "new_price"
      ],
      "additionalProperties": false,
      "properties": {
        "variant_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."
        },
        "new_price": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1000000,
          "x-decimal-places": 2,
          "description": "New price in the store currency's major units, above 0 and at most 1000000, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18). Stated as `x-decimal-places: 2`, not `multipleOf: 0.01`, which binary floating point gets wrong for some valid prices; more decimals answer 400 `invalid_request` naming `new_price`."
        },
        "reason": {
          "type": "string",
          "maxLength": 500,
          "description": "Why, shown on the approval card."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "variant_id": "44012347031486",
          "new_price": 39.95,
          "reason": "Match competitor price"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.",
      "required": [
        "status",
        "applied",
        "approval_id",
        "approval_status",
        "expires_at",
        "change",
        "receipt_id",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "proposed",
            "applied"
          ],
          "description": "`proposed` (waits for an operator) or `applied` (done)."
        },
        "applied": {
          "type": "boolean",
          "description": "True only when the change has been applied by this call."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card (also for changes applied at once, as their record)."
        },
        "approval_status": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "requested",
                "approved",
                "rejected",
                "expired",
                "withdrawn",
                "failed"
              ],
              "description": "State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."
            },
            {
              "type": "null"
            }
          ],
          "description": "The card's state (`requested` while waiting, `approved` when applied at once)."
        },
        "expires_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Deadline of a waiting card (72 hours after the proposal); null otherwise."
        },
        "change": {
          "type": "object",
          "description": "The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.",
          "required": [
            "title",
            "changes",
            "amount_cents",
            "reversibility_class",
            "reversal"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": "string",
              "description": "One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."
            },
            "changes": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "object",
                "description": "One field of one resource, before and after the change. Money in the store currency's major units.",
                "required": [
                  "resource_kind",
                  "resource_ref",
                  "field",
                  "before",
                  "after"
                ],
                "additionalProperties": false,
                "properties": {
                  "resource_kind": {
                    "type": "string",
                    "description": "Kind of resource, e.g. `variant`, `store`, `agent`."
                  },
                  "resource_ref": {
                    "type": "string",
                    "description": "Identifier of the resource (a UUID, a slug or the store id)."
                  },
                  "field": {
                    "type": "string",
                    "description": "The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."
                  },
                  "before": {
                    "description": "Value now (when proposed), as JSON."
                  },
                  "after": {
                    "description": "Value after the change, as JSON."
                  }
                }
              }
            },
            "amount_cents": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Money at stake in cents of the store currency, when the change has a monetary size."
            },
            "reversibility_class": {
              "type": "string",
              "enum": [
                "reversible",
                "compensatable",
                "irreversible"
              ],
              "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
            },
            "reversal": {
              "oneOf": [
                {
                  "type": "object",
                  "description": "The write that undoes the change.",
                  "required": [
                    "operation",
                    "arguments",
                    "description"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "operation": {
                      "type": "string",
                      "description": "Operation name to call, e.g. `storefront_update_variant_price`."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Its arguments.",
                      "additionalProperties": true
                    },
                    "description": {
                      "type": "string",
                      "description": "What the reversal does, for a person."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "How to undo it; null when it cannot be undone by another write."
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the applied change; null until applied."
        },
        "reveal": {
          "type": "object",
          "description": "Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.",
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "What happens next, for a person or a model."
        }
      }
    }
  },
  {
    "name": "subscription_create",
    "method": "POST",
    "path": "/api/v1/subscriptions",
    "summary": "Subscribe an endpoint to store events",
    "description": "Subscribes an https endpoint to this store's events (seed: Events\n\"Subscribing\", Resources \"Subscription\", Limits). Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256\n(`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,\n`webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:\n6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410\nunsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every\nevent type, its payload and scope: `/api/v1/asyncapi.json`.\n\nRules, each checked before anything is saved:\n\n- `url`: `https://`, without credentials, resolving only to public addresses:\n  checked now and again when every delivery connects (so a name that later\n  resolves to a private, loopback, link-local or CGNAT address is never\n  reached). Otherwise `invalid_request` naming `url` and the reason.\n- `event_types`: each entry an exact type or a prefix ending in `*`\n  (`order.*`; `*` = every type of the family) that matches at least one\n  store event type of the event catalogue (`/api/v1/asyncapi.json`); an\n  entry that matches none answers `invalid_request` naming it\n  (`event_types[1]: matches no store event type ...`).\n- Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus\n  the read scope of every event type the filter matches (e.g. `orders:read` for `order.*`, `automation:read` for `approval.*`; the\n  `read`, `write` and `admin` bundles cover every one). A missing one answers\n  403 `insufficient_scope` whose `required_scopes` lists the read scopes still\n  missing: here each listed scope is needed.\n- No `event_types`: every store event type the calling credential may read,\n  today and as the catalogue grows. The subscription keeps the credential's\n  scopes (`scopes`) and never receives a type they cannot read; `receives`\n  lists what it gets. A credential that may read no store event type is\n  refused with 403 `insufficient_scope` (`required_scopes`: any one of them).\n- At most 20 store subscriptions per store (seed: Limits), whatever their\n  state; the 21st answers `invalid_request` (delete one with\n  `subscription_delete` first). Finance subscriptions are counted\n  separately, per finance entity.\n- A filter that matches types which are defined but which nothing emits yet\n  (`x-publishing: false` in the event catalogue) is saved; the answer carries\n  a `no_publisher_yet` warning listing them. They are delivered once a\n  release starts emitting them.\n\nFinance event types (`fin.*`) are subscribed per finance entity with\n`finance_subscription_create`; naming one here answers `invalid_request`.\n\nAutomatic write: applies at once (state `active`) and leaves a receipt\n(`resource_kind` `webhook_subscription`) whose reversal is\n`subscription_delete`. Events from before the subscription are not\ndelivered. A sandbox key subscribes its own sandbox copy: its deliveries\ncarry the CloudEvents attribute `sandbox: true`.\n\nThe answer (beyond the seed's warning, which it does not show): the saved\nsubscription (`receives` included), `warnings` (empty, or one\n`no_publisher_yet`) and `receipt_id`.\n\nOutside the seed's 188 catalogue operations (`x-catalogue: false`): served on\nREST, MCP and the SDK like any other operation, not counted by\n`list_store_actions`.\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_create` (seed: Resources, \"Subscription\"): the endpoint, an optional filter, an optional description.",
      "required": [
        "url"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "x-egress-target": true,
          "description": "The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."
        },
        "event_types": {
          "type": "array",
          "minItems": 1,
          "maxItems": 50,
          "uniqueItems": true,
          "description": "1..50 distinct entries, each an exact store event type or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every store event type the calling credential may read (today and as the catalogue grows); that set must not be empty. Finance types (`fin.*`) are subscribed per entity with `finance_subscription_create`.",
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[a-z0-9_.]*\\*?$",
            "description": "One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."
          }
        },
        "description": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "For a person, 1..500 characters, e.g. `ERP order export`."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {
          "url": "https://example.com/webhooks/storeops",
          "event_types": [
            "order.*"
          ],
          "description": "Order sync"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The subscription after the write, its warnings, and the receipt.",
      "required": [
        "subscription",
        "warnings",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription": {
          "type": "object",
          "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
          "required": [
            "id",
            "kind",
            "entity_id",
            "url",
            "event_types",
            "receives",
            "scopes",
            "description",
            "state",
            "state_reason",
            "consecutive_failures",
            "created_by",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
              "enum": [
                "store",
                "finance"
              ]
            },
            "entity_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
            },
            "url": {
              "type": "string",
              "description": "The endpoint deliveries are POSTed to."
            },
            "event_types": {
              "type": [
                "array",
                "null"
              ],
              "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
              "items": {
                "type": "string"
              }
            },
            "receives": {
              "type": "array",
              "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
              "items": {
                "type": "string"
              }
            },
            "scopes": {
              "type": "array",
              "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
              "items": {
                "type": "string",
                "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              }
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "description": "For a person; null when none was given."
            },
            "state": {
              "type": "string",
              "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
              "enum": [
                "active",
                "disabled",
                "unsubscribed"
              ]
            },
            "state_reason": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
            },
            "consecutive_failures": {
              "type": "integer",
              "minimum": 0,
              "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
            },
            "created_by": {
              "type": "string",
              "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "warnings": {
          "type": "array",
          "description": "Empty, or one `no_publisher_yet` warning when the subscription receives types nothing emits yet (see `SubscriptionWarning`); reported whenever the filter is set, i.e. on creation and on an update that sends `event_types`.",
          "items": {
            "type": "object",
            "description": "Something about the saved subscription its creator should know; the subscription is saved either way. `no_publisher_yet`: the filter matches event types that are defined in the catalogue but that nothing emits yet (`x-publishing: false` in `/api/v1/asyncapi.json`); they are listed in `event_types` and will be delivered once a release starts emitting them, without a change to the subscription.",
            "required": [
              "code",
              "message",
              "event_types"
            ],
            "additionalProperties": false,
            "properties": {
              "code": {
                "type": "string",
                "enum": [
                  "no_publisher_yet"
                ],
                "description": "Stable code; branch on it, never on `message`."
              },
              "message": {
                "type": "string",
                "description": "For a person."
              },
              "event_types": {
                "type": "array",
                "description": "The event types the warning is about, in catalogue order.",
                "items": {
                  "type": "string"
                }
              }
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change (`resource_kind` `webhook_subscription`, with the write that reverses it); null when an update changed nothing."
        }
      }
    }
  },
  {
    "name": "subscription_delete",
    "method": "POST",
    "path": "/api/v1/subscriptions/delete",
    "summary": "Delete a webhook subscription",
    "description": "Deletes a subscription with its delivery history; nothing more is sent to\nit, including deliveries still pending. Works in any state (an\n`unsubscribed` endpoint, which answered 410, stays listed until deleted, and\ncounts towards the limit of 20).\n\nAutomatic write: applies at once and leaves a receipt whose reversal is the\ncreating call (`subscription_create`, or `finance_subscription_create` with\nthe same `entity_id`) with the same `url`, `event_types` and `description`.\nScope: `automation:write` (or the `write` / `admin` bundle). Outside the\nseed's 188 catalogue operations (`x-catalogue: false`).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_delete`.",
      "required": [
        "subscription_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The subscription as it was before deletion, and the receipt.",
      "required": [
        "deleted",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "deleted": {
          "type": "object",
          "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
          "required": [
            "id",
            "kind",
            "entity_id",
            "url",
            "event_types",
            "receives",
            "scopes",
            "description",
            "state",
            "state_reason",
            "consecutive_failures",
            "created_by",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
              "enum": [
                "store",
                "finance"
              ]
            },
            "entity_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
            },
            "url": {
              "type": "string",
              "description": "The endpoint deliveries are POSTed to."
            },
            "event_types": {
              "type": [
                "array",
                "null"
              ],
              "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
              "items": {
                "type": "string"
              }
            },
            "receives": {
              "type": "array",
              "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
              "items": {
                "type": "string"
              }
            },
            "scopes": {
              "type": "array",
              "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
              "items": {
                "type": "string",
                "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              }
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "description": "For a person; null when none was given."
            },
            "state": {
              "type": "string",
              "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
              "enum": [
                "active",
                "disabled",
                "unsubscribed"
              ]
            },
            "state_reason": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
            },
            "consecutive_failures": {
              "type": "integer",
              "minimum": 0,
              "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
            },
            "created_by": {
              "type": "string",
              "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "receipt_id": {
          "type": "string",
          "format": "uuid",
          "description": "Receipt of the deletion (`resource_kind` `webhook_subscription`); its `reversal` is the creating call with the same `url`, `event_types` and `description` (the new subscription gets a new id, the scopes of the credential that makes it, and no delivery history)."
        }
      }
    }
  },
  {
    "name": "subscription_deliveries",
    "method": "POST",
    "path": "/api/v1/subscriptions/deliveries",
    "summary": "A subscription's recent deliveries and their attempts",
    "description": "The recent deliveries of one subscription, newest first: for each, the\nevent (`event_id` = the `webhook-id` header, `event_type`), its `state`\n(`pending`, `succeeded`, `failed`, `cancelled`), how many attempts were made,\nthe last status code, latency and error, when the next attempt is due while\nit is pending, whether it is a redelivery, and every attempt (`attempt_log`).\nOptionally only one `state` or `event_type`; `limit` 1..50 (default 20);\npage with `before` = the previous page's `next_cursor`. Deliveries are kept\nas long as their subscription.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` /\n`admin` bundle). Outside the seed's 188 catalogue operations\n(`x-catalogue: false`).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_deliveries`.",
      "required": [
        "subscription_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."
        },
        "state": {
          "type": "string",
          "description": "State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).",
          "enum": [
            "pending",
            "succeeded",
            "failed",
            "cancelled"
          ]
        },
        "event_type": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Only deliveries of this exact event type."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Deliveries per page, 1..50 (default 20), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of one subscription's deliveries, newest first, each with its attempts.",
      "required": [
        "subscription",
        "deliveries",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription": {
          "type": "object",
          "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
          "required": [
            "id",
            "kind",
            "entity_id",
            "url",
            "event_types",
            "receives",
            "scopes",
            "description",
            "state",
            "state_reason",
            "consecutive_failures",
            "created_by",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
              "enum": [
                "store",
                "finance"
              ]
            },
            "entity_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
            },
            "url": {
              "type": "string",
              "description": "The endpoint deliveries are POSTed to."
            },
            "event_types": {
              "type": [
                "array",
                "null"
              ],
              "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
              "items": {
                "type": "string"
              }
            },
            "receives": {
              "type": "array",
              "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
              "items": {
                "type": "string"
              }
            },
            "scopes": {
              "type": "array",
              "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
              "items": {
                "type": "string",
                "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              }
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "description": "For a person; null when none was given."
            },
            "state": {
              "type": "string",
              "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
              "enum": [
                "active",
                "disabled",
                "unsubscribed"
              ]
            },
            "state_reason": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
            },
            "consecutive_failures": {
              "type": "integer",
              "minimum": 0,
              "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
            },
            "created_by": {
              "type": "string",
              "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "deliveries": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "description": "One delivery: one event (CloudEvents `id`, the `webhook-id` header, the same on every attempt and redelivery) to one subscription, with every attempt made so far.",
            "required": [
              "id",
              "subscription_id",
              "event_id",
              "event_type",
              "state",
              "attempts",
              "last_status_code",
              "last_latency_ms",
              "last_error",
              "next_attempt_at",
              "redelivery_of",
              "created_at",
              "finished_at",
              "attempt_log"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "subscription_id": {
                "type": "string",
                "format": "uuid"
              },
              "event_id": {
                "type": "string",
                "description": "The event's CloudEvents `id` (the `webhook-id` header; deduplicate on it)."
              },
              "event_type": {
                "type": "string",
                "description": "The event's CloudEvents `type`, e.g. `order.created`."
              },
              "state": {
                "type": "string",
                "description": "State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).",
                "enum": [
                  "pending",
                  "succeeded",
                  "failed",
                  "cancelled"
                ]
              },
              "attempts": {
                "type": "integer",
                "minimum": 0,
                "description": "Attempts made so far (at most 6)."
              },
              "last_status_code": {
                "type": [
                  "integer",
                  "null"
                ],
                "description": "HTTP status of the last attempt; null before the first attempt or when the last one got no answer."
              },
              "last_latency_ms": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Latency of the last answered attempt, milliseconds; null when none."
              },
              "last_error": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Why the last attempt got no answer (or why the delivery was cancelled); null otherwise."
              },
              "next_attempt_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "`pending` only: when the next attempt is due (after a failed attempt n, about 5 s, 30 s, 2 min, 10 min and 1 h for n = 1..5, each ±20%); null once the delivery is finished."
              },
              "redelivery_of": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The delivery this one sends again (`subscription_redeliver`); null for the first delivery of the event."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the event was queued for this subscription."
              },
              "finished_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When it succeeded, failed or was cancelled; null while `pending`."
              },
              "attempt_log": {
                "type": "array",
                "description": "Every attempt, oldest first.",
                "items": {
                  "type": "object",
                  "description": "One HTTP attempt of a delivery.",
                  "required": [
                    "attempt",
                    "started_at",
                    "status_code",
                    "latency_ms",
                    "error",
                    "outcome"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "attempt": {
                      "type": "integer",
                      "minimum": 1,
                      "description": "1-based attempt number."
                    },
                    "started_at": {
                      "type": "string",
                      "format": "date-time"
                    },
                    "status_code": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "description": "HTTP status the endpoint answered; null when no answer came (timeout, connection failed or refused)."
                    },
                    "latency_ms": {
                      "type": [
                        "number",
                        "null"
                      ],
                      "minimum": 0,
                      "description": "Milliseconds from sending the request to the response's status line; null without an answer."
                    },
                    "error": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "Why no answer came, e.g. `UND_ERR_CONNECT_TIMEOUT: ...` or `refused: host ... resolves to a non-public address (private) at connect time`; null when the endpoint answered."
                    },
                    "outcome": {
                      "type": "string",
                      "enum": [
                        "succeeded",
                        "failed",
                        "gone",
                        "refused"
                      ],
                      "description": "`succeeded` (2xx), `gone` (410: the subscription was unsubscribed), `refused` (the address was not public at connect time), `failed` (anything else)."
                    }
                  }
                }
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when older deliveries match beyond this page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "subscription_list",
    "method": "POST",
    "path": "/api/v1/subscriptions/list",
    "summary": "List the store's webhook subscriptions",
    "description": "Lists this store's webhook subscriptions, store and finance alike, newest\nfirst, each with its state (`active`, `disabled`, `unsubscribed`), why it is\nnot active (`state_reason`), its failure count and what it receives;\noptionally only one `kind`, one finance entity (`entity_id`) or one `state`.\n`limit` 1..100 (default 50); page with `before` = the previous page's\n`next_cursor`. Deliveries of one subscription: `subscription_deliveries`.\n\nRead: changes nothing. Scope: `automation:read` (or the `read` / `write` /\n`admin` bundle). Outside the seed's 188 catalogue operations\n(`x-catalogue: false`).\n",
    "scope": "automation:read",
    "tier": "read",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_list`. Every filter is optional; filters combine with AND.",
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
          "enum": [
            "store",
            "finance"
          ]
        },
        "entity_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Only the finance subscriptions of this finance entity."
        },
        "state": {
          "type": "string",
          "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
          "enum": [
            "active",
            "disabled",
            "unsubscribed"
          ]
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Subscriptions per page, 1..100 (default 50), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of the store's webhook subscriptions (store and finance), newest first.",
      "required": [
        "subscriptions",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "subscriptions": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "object",
            "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
            "required": [
              "id",
              "kind",
              "entity_id",
              "url",
              "event_types",
              "receives",
              "scopes",
              "description",
              "state",
              "state_reason",
              "consecutive_failures",
              "created_by",
              "created_at",
              "updated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "kind": {
                "type": "string",
                "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
                "enum": [
                  "store",
                  "finance"
                ]
              },
              "entity_id": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
              },
              "url": {
                "type": "string",
                "description": "The endpoint deliveries are POSTed to."
              },
              "event_types": {
                "type": [
                  "array",
                  "null"
                ],
                "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
                "items": {
                  "type": "string"
                }
              },
              "receives": {
                "type": "array",
                "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
                "items": {
                  "type": "string"
                }
              },
              "scopes": {
                "type": "array",
                "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
                "items": {
                  "type": "string",
                  "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                  "enum": [
                    "read",
                    "write",
                    "admin",
                    "catalog:read",
                    "catalog:write",
                    "ads:read",
                    "ads:write",
                    "analytics:read",
                    "analytics:write",
                    "merchant:read",
                    "merchant:write",
                    "orders:read",
                    "orders:write",
                    "cs:read",
                    "cs:write",
                    "promotions:read",
                    "promotions:write",
                    "costs:read",
                    "costs:write",
                    "automation:read",
                    "automation:write",
                    "research:read",
                    "research:write",
                    "reputation:read",
                    "reputation:write",
                    "disputes:read",
                    "disputes:write",
                    "creative:read",
                    "creative:write",
                    "finance:read",
                    "finance:write",
                    "admin:read",
                    "admin:write"
                  ]
                }
              },
              "description": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "For a person; null when none was given."
              },
              "state": {
                "type": "string",
                "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
                "enum": [
                  "active",
                  "disabled",
                  "unsubscribed"
                ]
              },
              "state_reason": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
              },
              "consecutive_failures": {
                "type": "integer",
                "minimum": 0,
                "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
              },
              "created_by": {
                "type": "string",
                "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
              },
              "created_at": {
                "type": "string",
                "format": "date-time"
              },
              "updated_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when older subscriptions match beyond this page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `before` for the next, older page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "subscription_redeliver",
    "method": "POST",
    "path": "/api/v1/subscriptions/redeliver",
    "summary": "Send one event to a subscription again",
    "description": "Sends the event of one finished delivery (`succeeded`, `failed` or\n`cancelled`) to its subscription again, e.g. after the receiver was fixed: a\nnew delivery, `pending`, due at once, with `redelivery_of` naming the\noriginal, is sent like any other (same `webhook-id`, so a receiver that\ndeduplicates on it can tell; a fresh timestamp and signature; 6 attempts). It\ngoes out before the subscription's other pending deliveries of later events,\nin event order.\n\nRefused with `invalid_request` naming `delivery_id` when the delivery is not\nthis store's, is still `pending`, or its subscription is not `active`\n(re-enable it with `subscription_update` first). Automatic write (applies at\nonce; sending a message cannot be undone, so there is no receipt). Scope:\n`automation:write` (or the `write` / `admin` bundle). Outside the seed's 188\ncatalogue operations (`x-catalogue: false`).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_redeliver`.",
      "required": [
        "delivery_id"
      ],
      "additionalProperties": false,
      "properties": {
        "delivery_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The delivery to send again (`id` from `subscription_deliveries`): a finished one (`succeeded`, `failed` or `cancelled`) of an `active` subscription of this store. Anything else answers `invalid_request` naming `delivery_id`."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The new delivery, queued to be sent at once.",
      "required": [
        "delivery"
      ],
      "additionalProperties": false,
      "properties": {
        "delivery": {
          "type": "object",
          "description": "One delivery: one event (CloudEvents `id`, the `webhook-id` header, the same on every attempt and redelivery) to one subscription, with every attempt made so far.",
          "required": [
            "id",
            "subscription_id",
            "event_id",
            "event_type",
            "state",
            "attempts",
            "last_status_code",
            "last_latency_ms",
            "last_error",
            "next_attempt_at",
            "redelivery_of",
            "created_at",
            "finished_at",
            "attempt_log"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "subscription_id": {
              "type": "string",
              "format": "uuid"
            },
            "event_id": {
              "type": "string",
              "description": "The event's CloudEvents `id` (the `webhook-id` header; deduplicate on it)."
            },
            "event_type": {
              "type": "string",
              "description": "The event's CloudEvents `type`, e.g. `order.created`."
            },
            "state": {
              "type": "string",
              "description": "State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).",
              "enum": [
                "pending",
                "succeeded",
                "failed",
                "cancelled"
              ]
            },
            "attempts": {
              "type": "integer",
              "minimum": 0,
              "description": "Attempts made so far (at most 6)."
            },
            "last_status_code": {
              "type": [
                "integer",
                "null"
              ],
              "description": "HTTP status of the last attempt; null before the first attempt or when the last one got no answer."
            },
            "last_latency_ms": {
              "type": [
                "number",
                "null"
              ],
              "minimum": 0,
              "description": "Latency of the last answered attempt, milliseconds; null when none."
            },
            "last_error": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the last attempt got no answer (or why the delivery was cancelled); null otherwise."
            },
            "next_attempt_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "`pending` only: when the next attempt is due (after a failed attempt n, about 5 s, 30 s, 2 min, 10 min and 1 h for n = 1..5, each ±20%); null once the delivery is finished."
            },
            "redelivery_of": {
              "type": [
                "string",
                "null"
              ],
              "format": "uuid",
              "description": "The delivery this one sends again (`subscription_redeliver`); null for the first delivery of the event."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the event was queued for this subscription."
            },
            "finished_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When it succeeded, failed or was cancelled; null while `pending`."
            },
            "attempt_log": {
              "type": "array",
              "description": "Every attempt, oldest first.",
              "items": {
                "type": "object",
                "description": "One HTTP attempt of a delivery.",
                "required": [
                  "attempt",
                  "started_at",
                  "status_code",
                  "latency_ms",
                  "error",
                  "outcome"
                ],
                "additionalProperties": false,
                "properties": {
                  "attempt": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "1-based attempt number."
                  },
                  "started_at": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "status_code": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "description": "HTTP status the endpoint answered; null when no answer came (timeout, connection failed or refused)."
                  },
                  "latency_ms": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "minimum": 0,
                    "description": "Milliseconds from sending the request to the response's status line; null without an answer."
                  },
                  "error": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "Why no answer came, e.g. `UND_ERR_CONNECT_TIMEOUT: ...` or `refused: host ... resolves to a non-public address (private) at connect time`; null when the endpoint answered."
                  },
                  "outcome": {
                    "type": "string",
                    "enum": [
                      "succeeded",
                      "failed",
                      "gone",
                      "refused"
                    ],
                    "description": "`succeeded` (2xx), `gone` (410: the subscription was unsubscribed), `refused` (the address was not public at connect time), `failed` (anything else)."
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "subscription_update",
    "method": "POST",
    "path": "/api/v1/subscriptions/update",
    "summary": "Change or re-enable a webhook subscription",
    "description": "Changes the fields sent; the others keep their value; `kind` and\n`entity_id` never change (delete and create instead). Sending only values the\nsubscription already has changes nothing (`receipt_id` null).\n\n- `url`: checked as on creation (https, public addresses only), else\n  `invalid_request` naming `url`.\n- `event_types`: the new filter, checked as on creation (each entry must\n  match a catalogued type of the subscription's family, else\n  `invalid_request` naming it; the calling credential needs the read scope of\n  every type it matches, else 403 `insufficient_scope`); the answer carries a\n  `no_publisher_yet` warning when it matches types nothing emits yet. `null`\n  removes the filter (every type the subscription's `scopes` may read). The\n  subscription keeps the scopes of the credential that created it.\n- `description`: `null` removes it.\n- `state: active` re-enables a `disabled` or `unsubscribed` subscription\n  (seed: States and transitions; `state_reason` cleared, failure count back\n  to 0): the next matching event is delivered; events from while it was not\n  active are not (send one again with `subscription_redeliver`).\n  `state: disabled` stops deliveries until it is re-enabled, and cancels its\n  pending deliveries.\n\nAutomatic write: applies at once and leaves a receipt with each changed field\nbefore and after, whose reversal is the `subscription_update` restoring them.\nScope: `automation:write` (or the `write` / `admin` bundle). Outside the\nseed's 188 catalogue operations (`x-catalogue: false`).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": false,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `subscription_update`: the subscription and the fields to change; fields not sent keep their value (sending none changes nothing). `kind` and `entity_id` never change (delete and create instead).",
      "required": [
        "subscription_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."
        },
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "x-egress-target": true,
          "description": "The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."
        },
        "event_types": {
          "type": [
            "array",
            "null"
          ],
          "minItems": 1,
          "maxItems": 50,
          "uniqueItems": true,
          "description": "The new filter, replacing the old one, checked as on creation (each entry must match a catalogued type of the subscription's family, and the calling credential needs the read scope of every type it matches); null removes the filter (every type the subscription's `scopes` may read).",
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[a-z0-9_.]*\\*?$",
            "description": "One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."
          }
        },
        "description": {
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "maxLength": 500,
          "description": "New description, 1..500 characters; null removes it."
        },
        "state": {
          "type": "string",
          "enum": [
            "active",
            "disabled"
          ],
          "description": "`active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0; events from now on are delivered; what happened meanwhile is not, redeliver it with `subscription_redeliver`); `disabled` stops deliveries until re-enabled (pending deliveries are cancelled)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "The subscription after the write, its warnings, and the receipt.",
      "required": [
        "subscription",
        "warnings",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "subscription": {
          "type": "object",
          "description": "A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.",
          "required": [
            "id",
            "kind",
            "entity_id",
            "url",
            "event_types",
            "receives",
            "scopes",
            "description",
            "state",
            "state_reason",
            "consecutive_failures",
            "created_by",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid"
            },
            "kind": {
              "type": "string",
              "description": "`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).",
              "enum": [
                "store",
                "finance"
              ]
            },
            "entity_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "`kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions."
            },
            "url": {
              "type": "string",
              "description": "The endpoint deliveries are POSTed to."
            },
            "event_types": {
              "type": [
                "array",
                "null"
              ],
              "description": "The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.",
              "items": {
                "type": "string"
              }
            },
            "receives": {
              "type": "array",
              "description": "The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).",
              "items": {
                "type": "string"
              }
            },
            "scopes": {
              "type": "array",
              "description": "The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).",
              "items": {
                "type": "string",
                "description": "A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.",
                "enum": [
                  "read",
                  "write",
                  "admin",
                  "catalog:read",
                  "catalog:write",
                  "ads:read",
                  "ads:write",
                  "analytics:read",
                  "analytics:write",
                  "merchant:read",
                  "merchant:write",
                  "orders:read",
                  "orders:write",
                  "cs:read",
                  "cs:write",
                  "promotions:read",
                  "promotions:write",
                  "costs:read",
                  "costs:write",
                  "automation:read",
                  "automation:write",
                  "research:read",
                  "research:write",
                  "reputation:read",
                  "reputation:write",
                  "disputes:read",
                  "disputes:write",
                  "creative:read",
                  "creative:write",
                  "finance:read",
                  "finance:write",
                  "admin:read",
                  "admin:write"
                ]
              }
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "description": "For a person; null when none was given."
            },
            "state": {
              "type": "string",
              "description": "State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.",
              "enum": [
                "active",
                "disabled",
                "unsubscribed"
              ]
            },
            "state_reason": {
              "type": [
                "string",
                "null"
              ],
              "description": "Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`."
            },
            "consecutive_failures": {
              "type": "integer",
              "minimum": 0,
              "description": "Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0."
            },
            "created_by": {
              "type": "string",
              "description": "Id of the credential that created it (`operator:<id>` for a dashboard operator)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            },
            "updated_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "warnings": {
          "type": "array",
          "description": "Empty, or one `no_publisher_yet` warning when the subscription receives types nothing emits yet (see `SubscriptionWarning`); reported whenever the filter is set, i.e. on creation and on an update that sends `event_types`.",
          "items": {
            "type": "object",
            "description": "Something about the saved subscription its creator should know; the subscription is saved either way. `no_publisher_yet`: the filter matches event types that are defined in the catalogue but that nothing emits yet (`x-publishing: false` in `/api/v1/asyncapi.json`); they are listed in `event_types` and will be delivered once a release starts emitting them, without a change to the subscription.",
            "required": [
              "code",
              "message",
              "event_types"
            ],
            "additionalProperties": false,
            "properties": {
              "code": {
                "type": "string",
                "enum": [
                  "no_publisher_yet"
                ],
                "description": "Stable code; branch on it, never on `message`."
              },
              "message": {
                "type": "string",
                "description": "For a person."
              },
              "event_types": {
                "type": "array",
                "description": "The event types the warning is about, in catalogue order.",
                "items": {
                  "type": "string"
                }
              }
            }
          }
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of the change (`resource_kind` `webhook_subscription`, with the write that reverses it); null when an update changed nothing."
        }
      }
    }
  },
  {
    "name": "where_in_service",
    "method": "POST",
    "path": "/api/v1/tools/where_in_service",
    "summary": "Find where something is in the dashboard",
    "description": "Answers \"where do I ...?\" for the dashboard: ranked destinations, each with\npage name, URL, section heading and the exact button text, scoped to this\nstore. Use it to send a person to the right place.\n\nEvery destination is a page the operator dashboard serves: the approvals\ninbox, Controls (kill switch, store automation, agents), the audit log and\nSettings > Developers (API keys). Each `url` opens for a signed-in operator\nof the store (sign-in first returns there). URLs are paths on this service:\n`/dashboard/<page>` for a live store, `/dashboard/stores/<store id>/<page>`\nfor a sandbox key's private copy (the operator of the store that minted the\nkey opens it; Settings > Developers is always `/dashboard/settings/developers`,\nthe owner store's); a `#fragment` names the section. `button_text` is the\ncontrol as shown when its action is available (e.g. `Engage kill switch`\nwhile the kill switch is released). Questions about the store's business\n(products, orders, finance, ...) match no destination: the dashboard has no\npage for them; use the operations (`list_store_actions`).\n\nRead: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.\n\nParameters (all optional):\n- `question`: plain-language question; omit for the whole map.\n",
    "scope": "read",
    "tier": "read",
    "domain": "general",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.",
      "additionalProperties": false,
      "properties": {
        "question": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Plain-language question such as \"where do I turn on auto-apply for an API key?\", 1..500 characters. Omit for the whole map."
        }
      },
      "examples": [
        {
          "question": "where do I switch an agent from dry run to live?"
        },
        {}
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Dashboard destinations ranked best match first, scoped to this store.",
      "required": [
        "question",
        "destinations"
      ],
      "additionalProperties": false,
      "properties": {
        "question": {
          "type": [
            "string",
            "null"
          ],
          "description": "The question asked; null when the whole map was requested."
        },
        "destinations": {
          "type": "array",
          "description": "Destinations, best match first (the whole map when no question was asked).",
          "items": {
            "type": "object",
            "description": "One place in the dashboard.",
            "required": [
              "page",
              "url",
              "section",
              "button_text",
              "score"
            ],
            "additionalProperties": false,
            "properties": {
              "page": {
                "type": "string",
                "description": "Page name as the dashboard shows it (e.g. `Settings > Developers`)."
              },
              "url": {
                "type": "string",
                "format": "uri-reference",
                "description": "Address of the page for this store, a path on this service: `/dashboard/<page>` (a live store) or `/dashboard/stores/<store id>/<page>` (a sandbox copy), optionally with a `#section` fragment; it opens for a signed-in operator of the store."
              },
              "section": {
                "type": "string",
                "description": "Section heading on the page."
              },
              "button_text": {
                "type": "string",
                "description": "Exact text of the button or control to use."
              },
              "score": {
                "type": "number",
                "minimum": 0,
                "description": "Match score; higher is a better match. Rows are sorted by it, descending."
              }
            }
          }
        }
      }
    }
  },
];

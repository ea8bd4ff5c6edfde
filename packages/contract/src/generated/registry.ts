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
  'find_similar_products',
  'get_ai_readiness',
  'get_ai_repairs',
  'get_alerts',
  'get_calibration',
  'get_content_versions',
  'get_cs_attention',
  'get_discount_history',
  'get_expenses',
  'get_job_runs',
  'get_orders',
  'get_orders_summary',
  'get_product_costs',
  'get_product_detail',
  'get_promotion_detail',
  'get_recent_decisions',
  'get_store_overview',
  'get_variants',
  'inspect_cost_import',
  'inspect_expense_import',
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
  'propose_cost_import',
  'propose_discount',
  'propose_draft',
  'propose_expense_import',
  'propose_state_transition',
  'query_performance',
  'query_products',
  'receipts_list',
  'receipts_price_memory',
  'run_calibration',
  'run_sync_catalog',
  'run_sync_orders',
  'sandbox_approval_decide',
  'set_automation_enabled',
  'set_kill_switch',
  'simulate',
  'storefront_cancel_order',
  'storefront_create_discount_code',
  'storefront_create_gift_card',
  'storefront_create_refund',
  'storefront_get_shop_profile',
  'storefront_list_markets',
  'storefront_set_metafield',
  'storefront_set_product_status',
  'storefront_update_content',
  'storefront_update_inventory',
  'storefront_update_shipping_address',
  'storefront_update_tags',
  'storefront_update_variant_cost',
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
                      },
                      "creates": {
                        "type": "boolean",
                        "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
              },
              "reveal": {
                "type": [
                  "object",
                  "null"
                ],
                "additionalProperties": true,
                "description": "`approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers."
              },
              "reveal_note": {
                "type": "string",
                "description": "With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential)."
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
    "description": "Answers one approval card with its current state (`requested`, `approved`, `rejected`, `expired`, `withdrawn` or `failed`). A card past its deadline is reported `expired`.\n\nA card whose approved write created a one-time secret (`storefront_create_gift_card`: the gift card code) answers it as `reveal` to the credential that requested the card, in its first `approval_status` after approval; that read erases it. Any other credential gets `reveal: null` and a `reveal_note` while it waits; afterwards the fields are absent.\n\nRead: changes nothing (except erasing a shown one-time secret). Scope: `automation:read` (or the `read` / `write` / `admin` bundle). A card of another store answers `invalid_request` naming `approval_id`.\n",
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
                },
                "creates": {
                  "type": "boolean",
                  "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
        },
        "reveal": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true,
          "description": "`approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers."
        },
        "reveal_note": {
          "type": "string",
          "description": "With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential)."
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
                },
                "creates": {
                  "type": "boolean",
                  "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
        },
        "reveal": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true,
          "description": "`approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers."
        },
        "reveal_note": {
          "type": "string",
          "description": "With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential)."
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
                },
                "creates": {
                  "type": "boolean",
                  "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
        },
        "reveal": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true,
          "description": "`approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers."
        },
        "reveal_note": {
          "type": "string",
          "description": "With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential)."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "find_similar_products",
    "method": "POST",
    "path": "/api/v1/tools/find_similar_products",
    "summary": "Products most similar to one product (BM25 over text and attributes)",
    "description": "The store's products most similar to one product, by Okapi BM25 over\nproduct text and attributes via MiniSearch: deterministic; not a language\nmodel. Each product of the store is one document with the fields title\n(weight 3), product type (2), category (2), tags (2), vendor (1),\nstructured attribute values (1) and description text (HTML stripped, 1);\nterms are lowercased words with English stop words and one-character words\nremoved. The query is the asked product's own distinct terms. The index is\nbuilt from the current rows on every call, so edits show at once.\n\nEach result carries its `score` (BM25, rounded to 4 decimals; comparable\nwithin one answer only) and `shared_terms` (the normalised terms both\nproducts contain). Ordered by score descending, then id ascending; the asked\nproduct never appears. Products of every storefront status are candidates.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters:\n- `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).\n- `limit`: 1..20 (default 5).\n\nPrices are decimals in the store currency's major units.\n\nErrors: 400 `invalid_request`, 404 `not_found` (no such product in this store).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `find_similar_products`: exactly one of `product_id` or `handle`; optional `limit`.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product to find neighbours of (UUID). Give this or `handle`, not both."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle. Give this or `product_id`, not both."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 20,
          "default": 5,
          "description": "Maximum number of similar products, 1..20 (default 5)."
        }
      },
      "examples": [
        {
          "handle": "alpine-henley"
        },
        {
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60",
          "limit": 10
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Products most similar to one product, highest score first.",
      "required": [
        "product_id",
        "handle",
        "method",
        "indexed_products",
        "similar",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "description": "The product asked about."
        },
        "handle": {
          "type": "string",
          "description": "Its storefront handle."
        },
        "method": {
          "type": "string",
          "const": "bm25",
          "description": "The similarity method: Okapi BM25 (MiniSearch) over the store's product text and attributes; deterministic; not a language model."
        },
        "indexed_products": {
          "type": "integer",
          "minimum": 1,
          "description": "Number of store products in the index (the asked one included)."
        },
        "similar": {
          "type": "array",
          "maxItems": 20,
          "description": "Similar products, score descending then id ascending; the asked product never appears.",
          "items": {
            "type": "object",
            "description": "A product similar to the one asked about, with its BM25 score and the terms they share.",
            "required": [
              "id",
              "handle",
              "title",
              "vendor",
              "product_type",
              "storefront_status",
              "price",
              "score",
              "shared_terms"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Product identifier."
              },
              "handle": {
                "type": "string",
                "description": "Storefront handle."
              },
              "title": {
                "type": "string",
                "description": "Product title."
              },
              "vendor": {
                "type": "string",
                "description": "Vendor or brand."
              },
              "product_type": {
                "type": "string",
                "description": "The storefront's product type."
              },
              "storefront_status": {
                "type": "string",
                "description": "The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.",
                "enum": [
                  "active",
                  "draft",
                  "archived"
                ]
              },
              "price": {
                "type": "number",
                "minimum": 0,
                "description": "\"From\" price, decimal major units of the store currency."
              },
              "score": {
                "type": "number",
                "exclusiveMinimum": 0,
                "description": "BM25 relevance of this product to the asked product's terms (field weighted, rounded to 4 decimals). Comparable within one answer only."
              },
              "shared_terms": {
                "type": "array",
                "description": "Normalised terms (lowercase, stop words removed) both products contain, sorted.",
                "items": {
                  "type": "string"
                }
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 20,
          "description": "Number of products in `similar`."
        }
      }
    }
  },
  {
    "name": "get_ai_readiness",
    "method": "POST",
    "path": "/api/v1/tools/get_ai_readiness",
    "summary": "Score products on what an AI shopping agent needs (checks and failures)",
    "description": "How well each product can be understood and recommended by an AI shopping\nagent: a `score` 0..100 and the checks behind it. Checks (stable ids,\nweight = points when passed, severity of a failure):\n- `description_length` (25, critical): the description has at least 150\n  characters of text (HTML stripped).\n- `gtin` (20, critical): every variant has a barcode that is a valid GTIN-8,\n  -12, -13 or -14 (GS1 check digit).\n- `structured_attributes` (15, warning): a `specs.material` metafield is set\n  (attributes agents filter on).\n- `image_alt_text` (15, warning): at least one image, and every image has\n  alt text.\n- `seo` (10, info): SEO title (at most 70 characters) and SEO description\n  (at most 320 characters) are set.\n- `category` (5, info): the product has a storefront taxonomy category.\n- `tags` (5, info): the product has at least one tag.\n- `shop_policies` (5, warning): a store check counted on every product:\n  refund, shipping, privacy and terms-of-service policies are published\n  (`storefront_get_shop_profile`). Also reported once in `store_checks`.\n\nSelect one product (`product_id` or `handle`), or page over the store's\nproducts, lowest score first, then by handle (`limit` 1..100, default 20;\n`offset`; optional `storefront_status` filter). `total` and\n`average_score` cover every matching product. Fixes: `get_ai_repairs`.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nErrors: 400 `invalid_request` (both `product_id` and `handle`), 404\n`not_found` (no such product in this store).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `get_ai_readiness`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Check only this product (UUID). Not with `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Check only the product with this storefront handle. Not with `product_id`."
        },
        "storefront_status": {
          "type": "string",
          "description": "Page only products with this storefront status (ignored for one product).",
          "enum": [
            "active",
            "draft",
            "archived"
          ]
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "description": "Products per page, 1..100 (default 20)."
        },
        "offset": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000,
          "default": 0,
          "description": "Products to skip (paging; pass the previous page's `next_offset`)."
        }
      },
      "examples": [
        {
          "limit": 5
        },
        {
          "handle": "alpine-henley"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "AI-readiness scores and checks; store checks apply to every product.",
      "required": [
        "store_checks",
        "products",
        "count",
        "total",
        "average_score",
        "next_offset"
      ],
      "additionalProperties": false,
      "properties": {
        "store_checks": {
          "type": "array",
          "description": "Checks of the store as a whole (`shop_policies`).",
          "items": {
            "type": "object",
            "description": "One AI-readiness check of a product (or of the store, for `shop_policies`).",
            "required": [
              "id",
              "passed",
              "severity",
              "weight",
              "detail"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "description": "Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).",
                "enum": [
                  "description_length",
                  "structured_attributes",
                  "gtin",
                  "image_alt_text",
                  "seo",
                  "category",
                  "tags",
                  "shop_policies"
                ]
              },
              "passed": {
                "type": "boolean",
                "description": "Whether the check passed."
              },
              "severity": {
                "type": "string",
                "enum": [
                  "critical",
                  "warning",
                  "info"
                ],
                "description": "How much a failure of this check hurts an AI shopping agent's use of the product (fixed per check: critical for description_length and gtin, warning for structured_attributes, image_alt_text and shop_policies, info for seo, category and tags)."
              },
              "weight": {
                "type": "integer",
                "minimum": 1,
                "maximum": 100,
                "description": "Points the check adds to `score` when it passes."
              },
              "detail": {
                "type": "string",
                "description": "What was found (e.g. `2 of 3 images have no alt text`)."
              }
            }
          }
        },
        "products": {
          "type": "array",
          "maxItems": 100,
          "description": "Products, lowest score first, then by handle.",
          "items": {
            "type": "object",
            "description": "AI readiness of one product.",
            "required": [
              "product_id",
              "handle",
              "title",
              "storefront_status",
              "score",
              "checks",
              "failing"
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
                "description": "Storefront handle."
              },
              "title": {
                "type": "string",
                "description": "Product title."
              },
              "storefront_status": {
                "type": "string",
                "description": "The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.",
                "enum": [
                  "active",
                  "draft",
                  "archived"
                ]
              },
              "score": {
                "type": "integer",
                "minimum": 0,
                "maximum": 100,
                "description": "Sum of the weights of the passed checks (0..100)."
              },
              "checks": {
                "type": "array",
                "description": "Every check, in the order of `AiReadinessCheckId`.",
                "items": {
                  "type": "object",
                  "description": "One AI-readiness check of a product (or of the store, for `shop_policies`).",
                  "required": [
                    "id",
                    "passed",
                    "severity",
                    "weight",
                    "detail"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string",
                      "description": "Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).",
                      "enum": [
                        "description_length",
                        "structured_attributes",
                        "gtin",
                        "image_alt_text",
                        "seo",
                        "category",
                        "tags",
                        "shop_policies"
                      ]
                    },
                    "passed": {
                      "type": "boolean",
                      "description": "Whether the check passed."
                    },
                    "severity": {
                      "type": "string",
                      "enum": [
                        "critical",
                        "warning",
                        "info"
                      ],
                      "description": "How much a failure of this check hurts an AI shopping agent's use of the product (fixed per check: critical for description_length and gtin, warning for structured_attributes, image_alt_text and shop_policies, info for seo, category and tags)."
                    },
                    "weight": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 100,
                      "description": "Points the check adds to `score` when it passes."
                    },
                    "detail": {
                      "type": "string",
                      "description": "What was found (e.g. `2 of 3 images have no alt text`)."
                    }
                  }
                }
              },
              "failing": {
                "type": "array",
                "description": "Ids of the failed checks, in check order.",
                "items": {
                  "type": "string",
                  "description": "Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).",
                  "enum": [
                    "description_length",
                    "structured_attributes",
                    "gtin",
                    "image_alt_text",
                    "seo",
                    "category",
                    "tags",
                    "shop_policies"
                  ]
                }
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100,
          "description": "Number of products in `products`."
        },
        "total": {
          "type": "integer",
          "minimum": 0,
          "description": "Products matching the selection (all pages)."
        },
        "average_score": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 100,
          "description": "Mean score over all matching products (1 decimal); null when none match."
        },
        "next_offset": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Pass as `offset` for the next page; null on the last page."
        }
      }
    }
  },
  {
    "name": "get_ai_repairs",
    "method": "POST",
    "path": "/api/v1/tools/get_ai_repairs",
    "summary": "Concrete fixes for failed AI-readiness checks, each naming its operation",
    "description": "For each failed check of `get_ai_readiness` (same selection and order:\none product, or a page of products lowest score first), a concrete fix\nnaming the operation that would apply it:\n- `description_length` -> `storefront_update_content` (`description_html`);\n  `arguments` null: a person or writer supplies the new text.\n- `seo` -> `storefront_update_content` with ready `arguments` holding what\n  can be derived: a missing SEO title (`<title> | <vendor>`, cut to 70\n  characters) and a missing SEO description (the description's text cut to\n  160 characters on a word boundary, only from at least 80 characters of\n  text); `arguments` null when nothing can be derived, and the description\n  says what is left to write.\n- `structured_attributes` -> `storefront_set_metafield` (`specs.material`,\n  `single_line_text_field`): ready `arguments` when the description states\n  the material in a line or list item `Material: ...`; otherwise null (the\n  material must be supplied).\n- `tags` -> `storefront_update_tags` with ready `arguments` (the product type\n  and the first title word, lowercased).\n- `gtin`, `image_alt_text`, `category`, `shop_policies`: no operation of this\n  service applies them (`operation` and `arguments` null); the description\n  says what to fix in the storefront admin.\n\nArguments are exactly what the named operation accepts, so they can be sent\nas they are (each is a proposed write: it asks for approval).\nThe store-level fix (`shop_policies`, `product_id` null) comes first, on the\nfirst page and for a single product.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters: `product_id` or `handle` (one product; not both), or `limit`\n1..100 (default 20), `offset`, `storefront_status` for a page.\n\nErrors: 400 `invalid_request`, 404 `not_found` (no such product in this store).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `get_ai_repairs`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Repairs of only this product (UUID). Not with `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Repairs of only the product with this storefront handle. Not with `product_id`."
        },
        "storefront_status": {
          "type": "string",
          "description": "Page only products with this storefront status (ignored for one product).",
          "enum": [
            "active",
            "draft",
            "archived"
          ]
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "description": "Products per page, 1..100 (default 20)."
        },
        "offset": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000,
          "default": 0,
          "description": "Products to skip (paging; pass the previous page's `next_offset`)."
        }
      },
      "examples": [
        {
          "limit": 5
        },
        {
          "handle": "alpine-henley"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Fixes for the failed AI-readiness checks of the selected products.",
      "required": [
        "repairs",
        "count",
        "products_considered",
        "next_offset"
      ],
      "additionalProperties": false,
      "properties": {
        "repairs": {
          "type": "array",
          "description": "The store-level fixes first, then per product (lowest readiness score first, then by handle) in check order.",
          "items": {
            "type": "object",
            "description": "One concrete fix for a failed AI-readiness check, naming the operation that would apply it.",
            "required": [
              "check",
              "product_id",
              "handle",
              "operation",
              "arguments",
              "description"
            ],
            "additionalProperties": false,
            "properties": {
              "check": {
                "type": "string",
                "description": "Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).",
                "enum": [
                  "description_length",
                  "structured_attributes",
                  "gtin",
                  "image_alt_text",
                  "seo",
                  "category",
                  "tags",
                  "shop_policies"
                ]
              },
              "product_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The product to fix; null for a store-level fix (`shop_policies`)."
              },
              "handle": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The product's storefront handle; null for a store-level fix."
              },
              "operation": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "storefront_update_content",
                  "storefront_set_metafield",
                  "storefront_update_tags",
                  null
                ],
                "description": "The operation that applies the fix; null when no operation of this service can (then `description` says where to fix it)."
              },
              "arguments": {
                "type": [
                  "object",
                  "null"
                ],
                "description": "Ready-to-send arguments of `operation` when the fix is deterministic (e.g. SEO fields derived from the title and description, tags from the product type); null when a person has to supply the value (e.g. a new description) or there is no operation."
              },
              "description": {
                "type": "string",
                "description": "What to change and why."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "Number of repairs in `repairs`."
        },
        "products_considered": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100,
          "description": "Products of this page whose checks were turned into repairs."
        },
        "next_offset": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Pass as `offset` for the next page of products; null on the last page."
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
    "name": "get_content_versions",
    "method": "POST",
    "path": "/api/v1/tools/get_content_versions",
    "summary": "History of a product's title, description and SEO fields",
    "description": "The recorded versions of one product's content (title, HTML description,\nSEO title and description), newest first, each with its author, how it was\nrecorded (seen on the storefront, applied by `storefront_update_content`, or\ndemo history), the approval that applied it, the time (ISO 8601 UTC) and\nwhich fields changed from the version before. The newest version equals the\nproduct's current content (`current_version`).\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters:\n- `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).\n- `limit`: 1..50 versions (default 20).\n- `before_version`: only versions older than this number (paging: pass\n  `next_before_version`; null there means no older version).\n\nErrors: 400 `invalid_request`, 404 `not_found` (no such product in this store).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `get_content_versions`: exactly one of `product_id` or `handle`; optional paging.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID. Give this or `handle`, not both."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle. Give this or `product_id`, not both."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Maximum number of versions, 1..50 (default 20)."
        },
        "before_version": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000000,
          "description": "Only versions older than this version number (paging: pass the previous page's `next_before_version`)."
        }
      },
      "examples": [
        {
          "handle": "alpine-henley"
        },
        {
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60",
          "limit": 5
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A product's content versions, newest first.",
      "required": [
        "product_id",
        "handle",
        "current_version",
        "versions",
        "count",
        "next_before_version"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "description": "The product."
        },
        "handle": {
          "type": "string",
          "description": "The product's storefront handle."
        },
        "current_version": {
          "type": "integer",
          "minimum": 0,
          "description": "The product's current content version (its content equals that version's)."
        },
        "versions": {
          "type": "array",
          "maxItems": 50,
          "description": "Versions, newest (highest number) first, at most `limit`.",
          "items": {
            "type": "object",
            "description": "One recorded version of a product's title, description and SEO fields, with who wrote it and when.",
            "required": [
              "version",
              "title",
              "description_html",
              "seo_title",
              "seo_description",
              "author",
              "source",
              "approval_id",
              "created_at",
              "changed_fields"
            ],
            "additionalProperties": false,
            "properties": {
              "version": {
                "type": "integer",
                "minimum": 1,
                "description": "Version number (1 = the content the product was created with)."
              },
              "title": {
                "type": "string",
                "description": "Product title in this version."
              },
              "description_html": {
                "type": "string",
                "description": "HTML description in this version (empty string = none)."
              },
              "seo_title": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "SEO title in this version; null = not set."
              },
              "seo_description": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "SEO description in this version; null = not set."
              },
              "author": {
                "type": "string",
                "description": "Who wrote it: an operator's email, a credential id, or `storefront` (written on the storefront and seen by sync)."
              },
              "source": {
                "type": "string",
                "enum": [
                  "seed",
                  "storefront_sync",
                  "service"
                ],
                "description": "How the version was recorded: `storefront_sync` (seen on the storefront), `service` (an applied `storefront_update_content`), `seed` (demo history)."
              },
              "approval_id": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The approval that applied it (source `service`); null otherwise."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the version was recorded (ISO 8601 UTC)."
              },
              "changed_fields": {
                "type": "array",
                "description": "Fields that differ from the previous version (`title`, `description_html`, `seo_title`, `seo_description`); every field for version 1.",
                "items": {
                  "type": "string",
                  "enum": [
                    "title",
                    "description_html",
                    "seo_title",
                    "seo_description"
                  ]
                }
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "description": "Number of versions in `versions`."
        },
        "next_before_version": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "Pass as `before_version` for the next (older) page; null when there is none."
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
    "name": "get_discount_history",
    "method": "POST",
    "path": "/api/v1/tools/get_discount_history",
    "summary": "List the store's discounts and discount codes over time",
    "description": "The store's automatic product discounts (made by `propose_discount`) and\ndiscount codes (made by `storefront_create_discount_code` or synced from the\nstorefront), newest first by `created_at` (ties by `id`), each with its\nstatus evaluated now, dates, usage and, for discount codes, performance:\nthe orders that used the code (count, discount given, revenue). Gift cards\nare not listed (see `get_promotion_detail`).\n\nRead: changes nothing. Scope: `promotions:read` (or the `read`, `write` or\n`admin` bundle). Storefront stores only: promotions live in the storefront,\nso a store without one answers 404 `not_found`.\n\nParameters (all optional; `{}` gives the 20 newest entries):\n- `kind`: `discount` or `discount_code` (omitted = both).\n- `status`: `active`, `scheduled`, `expired`, `disabled` (discount codes) or\n  `ended` (automatic discounts); the effective status now (UTC), e.g. a code\n  whose `ends_at` passed is `expired` even if stored as active.\n- `window_days`: 1..730, only entries created in the last N days (UTC);\n  omitted = all time.\n- `limit`: 1..50 (default 20); `before`: the previous page's `next_cursor`\n  (a cursor this API did not issue answers 400 `invalid_request` naming\n  `before`).\n\nMoney is a decimal in the store currency's major units (`currency`); times\nare ISO 8601 UTC. Performance counts every order whose `discount_code`\nmatches the code case-insensitively, cancelled and refunded orders included;\n`revenue` is the sum of their totals before refunds. Automatic discounts\nhave `performance: null`: orders do not record which automatic discount\npriced them, so it is not derivable (the seed leaves performance \"not\nshown\"; this is the contract's decision).\n",
    "scope": "promotions:read",
    "tier": "read",
    "domain": "promotions",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_discount_history`. All optional; `{}` returns the 20 newest discounts and discount codes of the store. The seed names no parameters; the filters, bounds and defaults here are this contract's design decision.",
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "discount",
            "discount_code"
          ],
          "description": "Only automatic product discounts (`discount`, made by `propose_discount`) or only discount codes (`discount_code`); omitted = both."
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "scheduled",
            "expired",
            "disabled",
            "ended"
          ],
          "description": "Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`."
        },
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 730,
          "description": "Only entries created in the last `window_days` days (1..730, UTC); omitted = all time."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 20,
          "description": "Entries per page, 1..50 (default 20), newest first."
        },
        "before": {
          "type": "string",
          "maxLength": 200,
          "description": "Opaque cursor (`next_cursor` of the previous page)."
        }
      },
      "examples": [
        {},
        {
          "kind": "discount_code",
          "status": "expired",
          "limit": 5
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of the store's discounts and discount codes, newest first (by `created_at`, then `id`).",
      "required": [
        "currency",
        "promotions",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "currency": {
          "type": "string",
          "description": "ISO 4217 code of every amount (the store currency)."
        },
        "promotions": {
          "type": "array",
          "items": {
            "type": "object",
            "description": "One discount or discount code in the store's promotion history.",
            "required": [
              "kind",
              "id",
              "code",
              "title",
              "discount_type",
              "value",
              "status",
              "starts_at",
              "ends_at",
              "usage_count",
              "usage_limit",
              "usage_limit_reached",
              "product_count",
              "performance",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "discount",
                  "discount_code"
                ],
                "description": "`discount`: automatic percentage discount on products; `discount_code`: a code entered at checkout."
              },
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "code": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The code as created (discount codes); null for automatic discounts."
              },
              "title": {
                "type": "string",
                "description": "Short human summary, e.g. `WELCOME10 - 10% off` or `15% off 3 products`."
              },
              "discount_type": {
                "type": "string",
                "enum": [
                  "percentage",
                  "fixed_amount"
                ],
                "description": "Automatic discounts are always `percentage`."
              },
              "value": {
                "type": "number",
                "description": "Percent off (`percentage`) or amount off in the store currency's major units (`fixed_amount`)."
              },
              "status": {
                "type": "string",
                "enum": [
                  "active",
                  "scheduled",
                  "expired",
                  "disabled",
                  "ended"
                ],
                "description": "Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`."
              },
              "starts_at": {
                "type": "string",
                "format": "date-time",
                "description": "When it starts (UTC); for automatic discounts, when it was created."
              },
              "ends_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When it ends or ended (UTC); null = open-ended."
              },
              "usage_count": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Times the code was used (discount codes); null for automatic discounts."
              },
              "usage_limit": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "description": "Total uses allowed; null = unlimited (or an automatic discount)."
              },
              "usage_limit_reached": {
                "type": "boolean",
                "description": "True when a discount code has a limit and `usage_count` reached it (customers cannot use it any more)."
              },
              "product_count": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Products an automatic discount applies to; null for discount codes (they apply to the whole order)."
              },
              "performance": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "What the orders that used a discount code did (orders whose `discount_code` equals the code, case-insensitively, cancelled and refunded ones included). Money in the store currency's major units.",
                    "required": [
                      "orders_count",
                      "discount_given",
                      "revenue"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "orders_count": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Orders that used the code."
                      },
                      "discount_given": {
                        "type": "number",
                        "description": "Sum of those orders' discounts."
                      },
                      "revenue": {
                        "type": "number",
                        "description": "Sum of those orders' totals (after discount, with shipping and tax, before refunds)."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "Orders that used the code (discount codes). Null for automatic discounts: orders do not record which automatic discount priced them, so their performance is not derivable."
              },
              "created_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "has_more": {
          "type": "boolean",
          "description": "True when older entries match; pass `next_cursor` as `before` for the next page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Cursor of the next page; null on the last page."
        }
      }
    }
  },
  {
    "name": "get_expenses",
    "method": "POST",
    "path": "/api/v1/tools/get_expenses",
    "summary": "Business expenses of a window, by category and row",
    "description": "The store's operating expenses (rent, salaries, software, shipping, payment fees,\npackaging, marketing, ...) incurred in a window: totals per category over the whole\nwindow and the rows themselves, one page at a time (seed catalogue \"costs\"; the\nwindow, totals and paging are this contract's design).\n\nRead: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).\nBoth storefront and business stores.\n\nParameters (all optional): `from` and `to` (`YYYY-MM-DD`, UTC calendar days, both\ninclusive; default the 30 days ending today UTC; at most 366 days; `from` after `to`\nanswers 400 `invalid_request` naming `from`), `category`, `limit` 1..100 (default 50),\n`cursor` (the previous page's `next_cursor`).\n\nOrdering: rows by `incurred_on` descending, ties by id; `by_category` largest total\nfirst. Money: decimals in the store currency's major units; a negative amount is a\ncredit. `total`, `count` and `by_category` cover the whole window (all pages).\n",
    "scope": "costs:read",
    "tier": "read",
    "domain": "costs",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_expenses`. All optional; `{}` returns the expenses of the 30 days ending today (UTC). Dates are UTC calendar days, both ends inclusive; the window is at most 366 days.",
      "additionalProperties": false,
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "maxLength": 10,
          "description": "First day (`YYYY-MM-DD`, UTC), inclusive; default `to` − 29 days. After `to` answers `invalid_request` naming `from`."
        },
        "to": {
          "type": "string",
          "format": "date",
          "maxLength": 10,
          "description": "Last day (`YYYY-MM-DD`, UTC), inclusive; default today (UTC)."
        },
        "category": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9_]{0,39}$",
          "maxLength": 40,
          "description": "Only this category, e.g. `shipping`, `payment_fees`, `software`, `marketing_other`, `rent`, `salaries`, `packaging`."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Rows per page, 1..100 (default 50), newest first."
        },
        "cursor": {
          "type": "string",
          "maxLength": 300,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."
        }
      },
      "examples": [
        {},
        {
          "category": "shipping",
          "limit": 10
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Expenses of a window: totals per category over the whole window and one page of rows, newest first.",
      "required": [
        "from",
        "to",
        "currency",
        "total",
        "count",
        "by_category",
        "expenses",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day of the window (UTC), inclusive."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day of the window (UTC), inclusive."
        },
        "currency": {
          "type": "string",
          "pattern": "^[A-Z]{3}$"
        },
        "total": {
          "type": "number",
          "description": "Sum of all rows in the window (all pages), major units."
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "Rows in the window (all pages)."
        },
        "by_category": {
          "type": "array",
          "description": "One total per category, largest first (ties by name).",
          "items": {
            "type": "object",
            "description": "Total of one expense category. Money in the store currency's major units.",
            "required": [
              "category",
              "total",
              "count"
            ],
            "additionalProperties": false,
            "properties": {
              "category": {
                "type": "string"
              },
              "total": {
                "type": "number",
                "description": "Sum of the category's amounts, major units (credits are negative)."
              },
              "count": {
                "type": "integer",
                "minimum": 0,
                "description": "Number of rows."
              }
            }
          }
        },
        "expenses": {
          "type": "array",
          "maxItems": 100,
          "description": "At most `limit` rows, by `incurred_on` descending (ties by id).",
          "items": {
            "type": "object",
            "description": "One business expense. Money in major units of `currency` (the store currency).",
            "required": [
              "id",
              "incurred_on",
              "category",
              "description",
              "vendor",
              "amount",
              "currency",
              "source",
              "import_ref",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "incurred_on": {
                "type": "string",
                "format": "date",
                "description": "Day the expense was incurred (`YYYY-MM-DD`, UTC)."
              },
              "category": {
                "type": "string"
              },
              "description": {
                "type": "string"
              },
              "vendor": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "amount": {
                "type": "number",
                "description": "Major units; negative for a credit."
              },
              "currency": {
                "type": "string",
                "pattern": "^[A-Z]{3}$"
              },
              "source": {
                "type": "string",
                "enum": [
                  "seed",
                  "import",
                  "manual"
                ],
                "description": "How it was recorded (`import`: by propose_expense_import)."
              },
              "import_ref": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Inspection id of the import it came from; null otherwise."
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
          "description": "Pass as `cursor` for the next page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "get_job_runs",
    "method": "POST",
    "path": "/api/v1/tools/get_job_runs",
    "summary": "List job runs",
    "description": "The store's asynchronous jobs (queued by `run_*` operations such as `run_sync_orders` and\n`run_sync_catalog`), newest queued first (ties by id), with their state, timings (ISO 8601 UTC;\n`queue_ms` from queued to started, `duration_ms` from started to finished, in milliseconds),\ncounts, result and error.\n\nRead: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle;\n`automation:write` alone is not enough).\n\nParameters (all optional; `{}` gives the 20 newest jobs):\n- `kind`: an operation name such as `run_sync_orders`; omit for every kind.\n- `state`: `queued`, `running`, `succeeded`, `failed` or `cancelled`; omit for all.\n- `limit`: 1..100 jobs (default 20); `offset`: 0..10000 (default 0) for the next page\n  (`next_offset`).\n\nErrors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`.\n",
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
      "description": "Arguments of `get_job_runs`. All optional; `{}` returns the 20 newest jobs of every kind and state.",
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "pattern": "^run_[a-z][a-z0-9_]{0,59}$",
          "maxLength": 64,
          "description": "The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds."
        },
        "state": {
          "type": "string",
          "enum": [
            "queued",
            "running",
            "succeeded",
            "failed",
            "cancelled"
          ],
          "description": "`queued` (waiting for a runner), `running`, then `succeeded` or `failed` (the job's writes rolled back; `error` says why). `cancelled` is part of the state machine for queued jobs, but no operation cancels a job yet."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "description": "Jobs per page, 1..100 (default 20), newest queued first."
        },
        "offset": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "default": 0,
          "description": "Jobs to skip (paging; pass the previous page's `next_offset`), 0..10000 (default 0)."
        }
      },
      "examples": [
        {},
        {
          "kind": "run_sync_orders",
          "state": "failed",
          "limit": 50
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of the store's job runs, newest queued first (ties by id).",
      "required": [
        "jobs",
        "count",
        "has_more",
        "next_offset"
      ],
      "additionalProperties": false,
      "properties": {
        "jobs": {
          "type": "array",
          "items": {
            "type": "object",
            "description": "One job run (the job table row as the API shows it).",
            "required": [
              "id",
              "kind",
              "state",
              "params",
              "requested_by",
              "queued_at",
              "started_at",
              "finished_at",
              "queue_ms",
              "duration_ms",
              "attempts",
              "counts",
              "result",
              "error"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "kind": {
                "type": "string",
                "pattern": "^run_[a-z][a-z0-9_]{0,59}$",
                "maxLength": 64,
                "description": "The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds."
              },
              "state": {
                "type": "string",
                "enum": [
                  "queued",
                  "running",
                  "succeeded",
                  "failed",
                  "cancelled"
                ],
                "description": "`queued` (waiting for a runner), `running`, then `succeeded` or `failed` (the job's writes rolled back; `error` says why). `cancelled` is part of the state machine for queued jobs, but no operation cancels a job yet."
              },
              "params": {
                "type": "object",
                "description": "The arguments it was queued with (after defaults).",
                "additionalProperties": true
              },
              "requested_by": {
                "type": "string",
                "maxLength": 320,
                "description": "The credential id that queued it."
              },
              "queued_at": {
                "type": "string",
                "format": "date-time",
                "description": "ISO 8601, UTC."
              },
              "started_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When a runner last started it (ISO 8601, UTC); null while queued."
              },
              "finished_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When it succeeded, failed or was cancelled (ISO 8601, UTC); null before."
              },
              "queue_ms": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Milliseconds from queued to started; null while queued."
              },
              "duration_ms": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Milliseconds from started to finished; null until it finished."
              },
              "attempts": {
                "type": "integer",
                "minimum": 0,
                "description": "How many times a runner started it (more than 1 after a runner died mid-run and its lease expired)."
              },
              "counts": {
                "type": [
                  "object",
                  "null"
                ],
                "description": "What it did, by name (integers), e.g. for `run_sync_orders` `{seen, orders_created, orders_skipped, refunds_created, refunds_skipped, events}`; null until it finished.",
                "additionalProperties": {
                  "type": "integer"
                }
              },
              "result": {
                "type": [
                  "object",
                  "null"
                ],
                "description": "The job's result (e.g. the sync cursor reached and whether more changes are waiting: `{cursor, until, more}`); null unless it succeeded.",
                "additionalProperties": true
              },
              "error": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 2000,
                "description": "Why it failed; null otherwise."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "Jobs on this page."
        },
        "has_more": {
          "type": "boolean",
          "description": "Whether more jobs match after this page."
        },
        "next_offset": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "The `offset` of the next page; null when none."
        }
      }
    }
  },
  {
    "name": "get_orders",
    "method": "POST",
    "path": "/api/v1/tools/get_orders",
    "summary": "List recent orders with line items and refunds",
    "description": "Orders created in the last `window_days` days, newest first, each with its\ntotals, payment and fulfilment status, line items and refunds.\n\nRead: changes nothing. Scope: `orders:read` (or the `read`, `write` or `admin` bundle; `orders:write` alone is not enough).\n\nParameters (all optional; `{}` gives the 10 newest orders of the last 30 days):\n- `window_days`: 1..120 days (default 30).\n- `limit`: 1..50 orders (default 10).\n\nThe seed names these two parameters without bounds; the bounds and defaults\nabove are this contract's design decision.\n\nMoney is a decimal in the order's currency, major units. Each order also\nshows its storefront id (`external_id`), cancellation (`cancelled_at`,\n`cancel_reason`), `shipping_address`, each line's `id` and\n`refunded_quantity`, and each refund's line items, `restock`, `note` and\n`source` (the references the order writes take).\n",
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
            "description": "One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`. Times are ISO 8601 UTC. `external_id`, `cancelled_at`, `cancel_reason` and `shipping_address` (issue 11) are present on every order the service shows now; `order.created` events recorded before them may lack them.",
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
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "description": "Line identifier (`line_item_id` of storefront_create_refund). Present on every order the service shows now; `order.created` events recorded before issue 11 lack it."
                    },
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
                    },
                    "refunded_quantity": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Units of this line refunded so far (by refunds with line items); at most `quantity`. Present wherever `id` is."
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
                    "created_at",
                    "note",
                    "restock",
                    "source",
                    "line_items"
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
                    },
                    "note": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 500,
                      "description": "Note recorded with the refund; null when none."
                    },
                    "restock": {
                      "type": "boolean",
                      "description": "Whether refunded units went back into stock (per line in `line_items`)."
                    },
                    "source": {
                      "type": "string",
                      "enum": [
                        "seed",
                        "service",
                        "storefront"
                      ],
                      "description": "Where the refund was recorded: `service` (an approved storefront_create_refund or storefront_cancel_order), `storefront` (a refund seen by the order sync) or `seed` (the demo history)."
                    },
                    "line_items": {
                      "type": "array",
                      "maxItems": 250,
                      "description": "Refunded units per order line; empty for an amount-only refund (all seeded refunds are amount-only).",
                      "items": {
                        "type": "object",
                        "required": [
                          "line_item_id",
                          "quantity",
                          "amount",
                          "restock"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "line_item_id": {
                            "type": "string",
                            "format": "uuid",
                            "description": "The order line (`line_items[].id` of the order)."
                          },
                          "quantity": {
                            "type": "integer",
                            "minimum": 1,
                            "description": "Units refunded."
                          },
                          "amount": {
                            "type": "number",
                            "minimum": 0,
                            "description": "Part of the refund's `amount` for these units (order currency, major units)."
                          },
                          "restock": {
                            "type": "boolean",
                            "description": "Whether these units went back into stock."
                          }
                        }
                      }
                    }
                  }
                }
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the order was placed (ISO 8601)."
              },
              "external_id": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 64,
                "description": "The storefront's own order id (digits, e.g. `5000000006300`); null for an order that did not come from the storefront (e.g. the wholesale business). The order writes accept it as `order_id`."
              },
              "cancelled_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When the order was cancelled (ISO 8601 UTC); null when it is not cancelled."
              },
              "cancel_reason": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "customer",
                  "inventory",
                  "fraud",
                  "declined",
                  "other",
                  null
                ],
                "description": "Why it was cancelled; null when it is not cancelled."
              },
              "shipping_address": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "A postal address of an order (shipping). Country: ISO 3166-1 alpha-2; province: the ISO 3166-2 subdivision code without the country prefix (e.g. `NY`, `NH`), null where not used.",
                    "required": [
                      "name",
                      "address1",
                      "address2",
                      "city",
                      "province_code",
                      "postal_code",
                      "country_code",
                      "phone"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 255,
                        "description": "Recipient's name."
                      },
                      "address1": {
                        "type": "string",
                        "maxLength": 255,
                        "description": "Street and number."
                      },
                      "address2": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 255,
                        "description": "Apartment, floor, company; null when none."
                      },
                      "city": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 120,
                        "description": "City or town; null when none was given."
                      },
                      "province_code": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 10,
                        "description": "Subdivision code (e.g. `NY`); null when none."
                      },
                      "postal_code": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 20,
                        "description": "Postal code; null when none."
                      },
                      "country_code": {
                        "type": "string",
                        "pattern": "^[A-Z]{2}$",
                        "description": "ISO 3166-1 alpha-2 country code (e.g. `NL`)."
                      },
                      "phone": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 40,
                        "description": "Recipient's phone; null when none."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "Where the order ships; null when it has none (e.g. a point-of-sale order)."
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
    "name": "get_orders_summary",
    "method": "POST",
    "path": "/api/v1/tools/get_orders_summary",
    "summary": "Summarise orders, revenue and refunds over a window",
    "description": "Counts, revenue, average order value and refunds of the orders placed in\nthe last `window_days` days (up to the time of the call, UTC), with\nbreakdowns by payment state, shipping state and sales channel.\n\nRead: changes nothing. Scope: `orders:read` (or the `read`, `write` or\n`admin` bundle). Works on every store (the wholesale business too).\n\nParameters (all optional; `{}` summarises the last 30 days on every channel):\n- `window_days`: 1..365 days (default 30). The demo data covers 120 days.\n- `channel`: `online_store`, `marketplace`, `pos` or `wholesale`.\n\nThe seed names the operation without parameters; these, and the\ndefinitions below, are this contract's design decision:\n- cancelled orders are counted apart (`cancelled`) and left out of every\n  other figure and breakdown;\n- `revenue` is the sum of the orders' `total` (after discount, with\n  shipping and tax); `refunded` is what was refunded on those orders so\n  far, whenever it was refunded; `net_revenue` = `revenue` - `refunded`;\n- `average_order_value` = `revenue` / `order_count` (null with no orders);\n- an order belongs to the window by when it was placed (`created_at`).\n\nMoney is a decimal in the store currency (`currency`), major units.\nComputed with two aggregate queries whatever the window.\n",
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
      "description": "Arguments of `get_orders_summary`. All optional; `{}` summarises the orders of the last 30 days on every channel. The seed names no parameters; the window (1..365 days, default 30) and the optional `channel` filter are this contract's design decision (the demo data covers the last 120 days).",
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 365,
          "default": 30,
          "description": "Look-back window in days, 1..365 (default 30): orders placed from `now - window_days` days up to now (UTC)."
        },
        "channel": {
          "type": "string",
          "enum": [
            "online_store",
            "marketplace",
            "pos",
            "wholesale"
          ],
          "description": "Only orders of this sales channel; omit for every channel."
        }
      },
      "examples": [
        {},
        {
          "window_days": 7,
          "channel": "online_store"
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "Orders placed in the window (`since` .. `until`, UTC), summarised. Money is a decimal in the store currency (`currency`), major units. Cancelled orders are counted apart (`cancelled`) and left out of every other figure and breakdown. `revenue` is what the orders charged (`total`: after discount, shipping and tax included); `refunded` is what was refunded on those orders so far, whenever the refund was made.",
      "required": [
        "window_days",
        "since",
        "until",
        "channel",
        "currency",
        "order_count",
        "revenue",
        "refunded",
        "net_revenue",
        "average_order_value",
        "refund_count",
        "refunded_order_count",
        "cancelled",
        "by_financial_status",
        "by_fulfillment_status",
        "by_channel"
      ],
      "additionalProperties": false,
      "properties": {
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 365,
          "description": "Window applied, in days."
        },
        "since": {
          "type": "string",
          "format": "date-time",
          "description": "Start of the window (inclusive), ISO 8601 UTC."
        },
        "until": {
          "type": "string",
          "format": "date-time",
          "description": "End of the window (inclusive, the time of the call), ISO 8601 UTC."
        },
        "channel": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "online_store",
            "marketplace",
            "pos",
            "wholesale",
            null
          ],
          "description": "Channel filter applied; null for every channel."
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "order_count": {
          "type": "integer",
          "minimum": 0,
          "description": "Orders placed in the window, cancelled ones excluded."
        },
        "revenue": {
          "type": "number",
          "minimum": 0,
          "description": "Sum of their `total`."
        },
        "refunded": {
          "type": "number",
          "minimum": 0,
          "description": "Sum of what was refunded on them so far."
        },
        "net_revenue": {
          "type": "number",
          "description": "`revenue` - `refunded`."
        },
        "average_order_value": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "description": "`revenue` / `order_count`, rounded to 2 decimals (before refunds); null when there are no orders."
        },
        "refund_count": {
          "type": "integer",
          "minimum": 0,
          "description": "Refunds recorded against these orders."
        },
        "refunded_order_count": {
          "type": "integer",
          "minimum": 0,
          "description": "Orders with at least part refunded (`partially_refunded` or `refunded`)."
        },
        "cancelled": {
          "type": "object",
          "description": "Orders placed in the window and cancelled since.",
          "required": [
            "order_count",
            "total",
            "refunded"
          ],
          "additionalProperties": false,
          "properties": {
            "order_count": {
              "type": "integer",
              "minimum": 0,
              "description": "Cancelled orders."
            },
            "total": {
              "type": "number",
              "minimum": 0,
              "description": "What they had charged (sum of `total`)."
            },
            "refunded": {
              "type": "number",
              "minimum": 0,
              "description": "What was refunded on them."
            }
          }
        },
        "by_financial_status": {
          "type": "array",
          "maxItems": 3,
          "description": "One entry per payment state, always all three, in the order `paid`, `partially_refunded`, `refunded`.",
          "items": {
            "type": "object",
            "description": "Orders of one group (not cancelled), with their money in the store currency, major units.",
            "required": [
              "key",
              "order_count",
              "revenue",
              "refunded",
              "net_revenue"
            ],
            "additionalProperties": false,
            "properties": {
              "key": {
                "type": "string",
                "maxLength": 32,
                "description": "The group: a financial status (`paid`, `partially_refunded`, `refunded`), a fulfilment status (`unfulfilled`, `partial`, `fulfilled`) or a channel (`online_store`, `marketplace`, `pos`, `wholesale`)."
              },
              "order_count": {
                "type": "integer",
                "minimum": 0,
                "description": "Orders in the group."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of the orders' `total`."
              },
              "refunded": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of what was refunded on these orders so far."
              },
              "net_revenue": {
                "type": "number",
                "description": "`revenue` - `refunded`."
              }
            }
          }
        },
        "by_fulfillment_status": {
          "type": "array",
          "maxItems": 3,
          "description": "One entry per shipping state, always all three, in the order `unfulfilled`, `partial`, `fulfilled`.",
          "items": {
            "type": "object",
            "description": "Orders of one group (not cancelled), with their money in the store currency, major units.",
            "required": [
              "key",
              "order_count",
              "revenue",
              "refunded",
              "net_revenue"
            ],
            "additionalProperties": false,
            "properties": {
              "key": {
                "type": "string",
                "maxLength": 32,
                "description": "The group: a financial status (`paid`, `partially_refunded`, `refunded`), a fulfilment status (`unfulfilled`, `partial`, `fulfilled`) or a channel (`online_store`, `marketplace`, `pos`, `wholesale`)."
              },
              "order_count": {
                "type": "integer",
                "minimum": 0,
                "description": "Orders in the group."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of the orders' `total`."
              },
              "refunded": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of what was refunded on these orders so far."
              },
              "net_revenue": {
                "type": "number",
                "description": "`revenue` - `refunded`."
              }
            }
          }
        },
        "by_channel": {
          "type": "array",
          "maxItems": 4,
          "description": "Channels with at least one order in the window, highest revenue first (ties by channel name).",
          "items": {
            "type": "object",
            "description": "Orders of one group (not cancelled), with their money in the store currency, major units.",
            "required": [
              "key",
              "order_count",
              "revenue",
              "refunded",
              "net_revenue"
            ],
            "additionalProperties": false,
            "properties": {
              "key": {
                "type": "string",
                "maxLength": 32,
                "description": "The group: a financial status (`paid`, `partially_refunded`, `refunded`), a fulfilment status (`unfulfilled`, `partial`, `fulfilled`) or a channel (`online_store`, `marketplace`, `pos`, `wholesale`)."
              },
              "order_count": {
                "type": "integer",
                "minimum": 0,
                "description": "Orders in the group."
              },
              "revenue": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of the orders' `total`."
              },
              "refunded": {
                "type": "number",
                "minimum": 0,
                "description": "Sum of what was refunded on these orders so far."
              },
              "net_revenue": {
                "type": "number",
                "description": "`revenue` - `refunded`."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "get_product_costs",
    "method": "POST",
    "path": "/api/v1/tools/get_product_costs",
    "summary": "Unit costs of variants with cost-confidence tier and margin",
    "description": "Each variant's unit cost with its cost-confidence tier and margin (seed catalogue\n\"costs\"; the seed names the operation only: the tiers, the estimation rule, the\nfilters and paging are this contract's design).\n\nRead: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).\n\nTiers (`tier`):\n- `confirmed`: entered by a person (`cost_source` `import` via propose_cost_import, or\n  `manual` via storefront_update_variant_cost) within the last 365 days;\n- `stale`: entered by a person more than 365 days ago;\n- `storefront`: taken from the storefront's cost field;\n- `estimated`: no cost recorded. `unit_cost` is then price × the median cost/price\n  ratio of the store's variants with a known cost (any tier) of the same product type\n  when at least 3 have one (`estimate_basis` `product_type`), else of all the store's\n  variants with a known cost (`store`), else null (no margin).\n\nMargin: `margin` = price − unit_cost; `margin_percent` = margin / price × 100, 1 decimal.\nMoney: decimals in the store currency's major units (`currency`). Timestamps ISO 8601 UTC.\n\nParameters (all optional): `product_id` (UUID) or `handle` (not both; an unknown\nproduct answers 404 `not_found`), `tier`, `limit` 1..100 (default 50), `cursor`\n(the previous page's `next_cursor`). Ordering: SKU ascending, ties by id.\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "costs:read",
    "tier": "read",
    "domain": "costs",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_product_costs`. All optional; `{}` returns the first 50 variants of the store by SKU. The seed names the operation only; filters, bounds and paging here are this contract's design.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Only the variants of this product (UUID). Not together with `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[a-z0-9][a-z0-9-]*$",
          "description": "Only the variants of the product with this handle, e.g. `alpine-rain-jacket`. Not together with `product_id`."
        },
        "tier": {
          "type": "string",
          "enum": [
            "confirmed",
            "storefront",
            "estimated",
            "stale"
          ],
          "description": "Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Variants per page, 1..100 (default 50), by SKU ascending."
        },
        "cursor": {
          "type": "string",
          "maxLength": 300,
          "description": "Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."
        }
      },
      "examples": [
        {
          "handle": "alpine-rain-jacket"
        },
        {
          "tier": "estimated",
          "limit": 20
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "A page of variants with their unit costs, by SKU ascending (ties by id).",
      "required": [
        "currency",
        "variants",
        "count",
        "total",
        "has_more",
        "next_cursor"
      ],
      "additionalProperties": false,
      "properties": {
        "currency": {
          "type": "string",
          "pattern": "^[A-Z]{3}$",
          "description": "ISO 4217 code of every amount."
        },
        "variants": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "object",
            "description": "One variant's unit cost, its confidence tier and margin. Money in the store currency's major units.",
            "required": [
              "variant_id",
              "external_id",
              "sku",
              "variant_title",
              "product_id",
              "product_handle",
              "product_title",
              "product_type",
              "price",
              "unit_cost",
              "tier",
              "cost_source",
              "cost_updated_at",
              "estimate_basis",
              "margin",
              "margin_percent"
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
                "description": "The storefront's variant reference (accepted by storefront_update_variant_cost)."
              },
              "sku": {
                "type": "string"
              },
              "variant_title": {
                "type": "string"
              },
              "product_id": {
                "type": "string",
                "format": "uuid"
              },
              "product_handle": {
                "type": "string"
              },
              "product_title": {
                "type": "string"
              },
              "product_type": {
                "type": "string",
                "description": "The product type the estimation rule groups by, e.g. `Outerwear`."
              },
              "price": {
                "type": "number",
                "description": "Current price, major units."
              },
              "unit_cost": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Unit cost, major units; for the `estimated` tier the estimate; null when no estimate is possible (the store has no known cost)."
              },
              "tier": {
                "type": "string",
                "enum": [
                  "confirmed",
                  "storefront",
                  "estimated",
                  "stale"
                ],
                "description": "Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null."
              },
              "cost_source": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "storefront",
                  "import",
                  "manual",
                  null
                ],
                "description": "Where the recorded cost came from; null when none is recorded (`estimated`)."
              },
              "cost_updated_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When the recorded cost was last set (ISO 8601 UTC); null when none is recorded."
              },
              "estimate_basis": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "product_type",
                  "store",
                  null
                ],
                "description": "For `estimated`, which median ratio gave the estimate; null otherwise or when no estimate was possible."
              },
              "margin": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "price − unit_cost, major units (negative when selling below cost); null without a unit cost."
              },
              "margin_percent": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "margin / price × 100, rounded to 1 decimal; null without a unit cost or with a price of 0."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100,
          "description": "Number of variants on this page."
        },
        "total": {
          "type": "integer",
          "minimum": 0,
          "description": "Variants matching the filters (all pages)."
        },
        "has_more": {
          "type": "boolean",
          "description": "`true` when more variants follow this page."
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Pass as `cursor` for the next page; null when `has_more` is false."
        }
      }
    }
  },
  {
    "name": "get_product_detail",
    "method": "POST",
    "path": "/api/v1/tools/get_product_detail",
    "summary": "Read one product in full (content, images, variants with costs, performance)",
    "description": "One product by `product_id` (UUID) or `handle`: its storefront fields\n(title, vendor, product type, category, tags), the storefront status and,\nseparately, the service lifecycle state (two vocabularies that do not agree:\nnever read one as the other), the current content (HTML description, SEO\ntitle and description, content version), images with alt text, structured\nattributes (metafields), every variant (price, compare-at price, stock,\nbarcode, weight, unit cost and where the cost came from), a performance\nsummary and the newest decision.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters:\n- `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).\n- `window_days`: 1..120 (default 30): the performance summary covers the\n  `window_days` whole UTC days ending yesterday (this contract's choice; the\n  seed leaves the window open).\n\nMoney is a decimal in the store currency's major units (`unit_cost` null when\nthe cost is unknown); times are ISO 8601 UTC; variants in storefront position\norder, images by position, metafields by namespace then key.\n\nErrors: 400 `invalid_request` (bad or conflicting arguments), 404 `not_found`\n(no product with that id or handle in this store).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `get_product_detail`: exactly one of `product_id` or `handle`.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID (from `query_products`). Give this or `handle`, not both."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle (e.g. `alpine-henley`). Give this or `product_id`, not both."
        },
        "window_days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 120,
          "default": 30,
          "description": "Days of the performance summary, 1..120 (default 30), ending with yesterday (UTC)."
        }
      },
      "examples": [
        {
          "handle": "alpine-henley"
        },
        {
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60",
          "window_days": 7
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "One product in full: its storefront fields, content, images, structured attributes, variants with unit costs, a performance summary and the newest decision. Money is a decimal in the store currency's major units; times are ISO 8601 UTC.",
      "required": [
        "id",
        "handle",
        "title",
        "vendor",
        "product_type",
        "category",
        "tags",
        "storefront_status",
        "service_lifecycle",
        "price",
        "currency",
        "current_roas",
        "created_at",
        "updated_at",
        "content",
        "images",
        "metafields",
        "variants",
        "performance",
        "last_decision"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Product identifier."
        },
        "handle": {
          "type": "string",
          "description": "Storefront URL handle, unique in the store."
        },
        "title": {
          "type": "string",
          "description": "Product title."
        },
        "vendor": {
          "type": "string",
          "description": "Vendor or brand."
        },
        "product_type": {
          "type": "string",
          "description": "The storefront's product type (e.g. `Knitwear`)."
        },
        "category": {
          "type": [
            "string",
            "null"
          ],
          "description": "Storefront taxonomy path (e.g. `Apparel & Accessories > Clothing > Sweaters`); null = uncategorised."
        },
        "tags": {
          "type": "array",
          "description": "Storefront tags, as stored (sorted).",
          "items": {
            "type": "string"
          }
        },
        "storefront_status": {
          "type": "string",
          "description": "The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `service_lifecycle`.",
          "enum": [
            "active",
            "draft",
            "archived"
          ]
        },
        "service_lifecycle": {
          "type": "string",
          "description": "The service's lifecycle state of the product (`state` in `query_products`). Not the storefront status: see `storefront_status`.",
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
        "price": {
          "type": "number",
          "minimum": 0,
          "description": "\"From\" price: the lowest variant price, decimal major units."
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
          "description": "Trailing 7-day revenue / ad spend as of the last sync; null when the product had no ad spend."
        },
        "created_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the product was created (ISO 8601 UTC)."
        },
        "updated_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the product last changed (ISO 8601 UTC)."
        },
        "content": {
          "type": "object",
          "description": "A product's storefront content: HTML description and SEO fields at content version `content_version` (history: `get_content_versions`).",
          "required": [
            "description_html",
            "seo_title",
            "seo_description",
            "content_version"
          ],
          "additionalProperties": false,
          "properties": {
            "description_html": {
              "type": "string",
              "description": "The storefront description as HTML; empty string when there is none."
            },
            "seo_title": {
              "type": [
                "string",
                "null"
              ],
              "description": "Search-engine title; null when not set (the storefront then uses the product title)."
            },
            "seo_description": {
              "type": [
                "string",
                "null"
              ],
              "description": "Search-engine meta description; null when not set."
            },
            "content_version": {
              "type": "integer",
              "minimum": 0,
              "description": "Current content version number (0 = no version recorded)."
            }
          }
        },
        "images": {
          "type": "array",
          "description": "Images in position order.",
          "items": {
            "type": "object",
            "description": "One product image in storefront position order.",
            "required": [
              "id",
              "url",
              "alt_text",
              "position",
              "width",
              "height"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Image identifier."
              },
              "url": {
                "type": "string",
                "format": "uri",
                "description": "Image URL on the storefront CDN."
              },
              "alt_text": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Alternative text; null when missing (flagged by `get_ai_readiness` check `image_alt_text`)."
              },
              "position": {
                "type": "integer",
                "minimum": 1,
                "description": "1-based position; 1 is the featured image."
              },
              "width": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "description": "Width in pixels; null when unknown."
              },
              "height": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "description": "Height in pixels; null when unknown."
              }
            }
          }
        },
        "metafields": {
          "type": "array",
          "description": "Structured attributes, ordered by namespace then key.",
          "items": {
            "type": "object",
            "description": "One structured attribute (storefront metafield) of a product, e.g. `specs.material`.",
            "required": [
              "namespace",
              "key",
              "type",
              "value",
              "updated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "namespace": {
                "type": "string",
                "description": "Metafield namespace (e.g. `specs`)."
              },
              "key": {
                "type": "string",
                "description": "Metafield key within the namespace (e.g. `material`)."
              },
              "type": {
                "type": "string",
                "description": "Storefront metafield type, e.g. `single_line_text_field`, `multi_line_text_field`, `number_integer`, `boolean`."
              },
              "value": {
                "description": "The typed value (string, number, boolean or JSON), as stored."
              },
              "updated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When it last changed (ISO 8601 UTC)."
              }
            }
          }
        },
        "variants": {
          "type": "array",
          "description": "Every variant in storefront position order.",
          "items": {
            "type": "object",
            "description": "One variant of a product with its identifiers, stock, price and unit cost. Money is a decimal in the store currency's major units.",
            "required": [
              "id",
              "external_id",
              "sku",
              "title",
              "size",
              "colour",
              "position",
              "price",
              "compare_at_price",
              "inventory_quantity",
              "barcode",
              "weight_grams",
              "unit_cost",
              "cost_source"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Variant identifier."
              },
              "external_id": {
                "type": "string",
                "description": "The storefront's own variant reference (used by storefront write tools)."
              },
              "sku": {
                "type": "string",
                "description": "Stock keeping unit."
              },
              "title": {
                "type": "string",
                "description": "Variant title (e.g. `L / Rust`)."
              },
              "size": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Size option; null when the product has none."
              },
              "colour": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Colour option; null when the product has none."
              },
              "position": {
                "type": "integer",
                "minimum": 1,
                "description": "1-based storefront position."
              },
              "price": {
                "type": "number",
                "minimum": 0,
                "description": "Price, decimal major units."
              },
              "compare_at_price": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Compare-at (\"was\") price, decimal major units; null when none."
              },
              "inventory_quantity": {
                "type": "integer",
                "description": "Units in stock."
              },
              "barcode": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "GTIN / EAN / UPC as the storefront holds it; null when none."
              },
              "weight_grams": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "description": "Shipping weight in grams; null when unknown."
              },
              "unit_cost": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "description": "Unit cost, decimal major units; null when unknown."
              },
              "cost_source": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "storefront",
                  "import",
                  "manual",
                  null
                ],
                "description": "Where `unit_cost` came from; null when the cost is unknown."
              }
            }
          }
        },
        "performance": {
          "type": "object",
          "description": "The product's totals over whole UTC days `since`..`until` (inclusive) from the daily performance rows. Money in decimal major units.",
          "required": [
            "window_days",
            "since",
            "until",
            "revenue",
            "ad_spend",
            "roas",
            "sessions",
            "orders",
            "conversions",
            "conversion_rate"
          ],
          "additionalProperties": false,
          "properties": {
            "window_days": {
              "type": "integer",
              "minimum": 1,
              "maximum": 120,
              "description": "Days covered."
            },
            "since": {
              "type": "string",
              "format": "date",
              "description": "First day (UTC, inclusive)."
            },
            "until": {
              "type": "string",
              "format": "date",
              "description": "Last day (UTC, inclusive): yesterday."
            },
            "revenue": {
              "type": "number",
              "minimum": 0,
              "description": "Line-item revenue of the product (all channels, before order discounts, shipping and tax)."
            },
            "ad_spend": {
              "type": "number",
              "minimum": 0,
              "description": "Ad spend attributed to the product."
            },
            "roas": {
              "type": [
                "number",
                "null"
              ],
              "minimum": 0,
              "description": "revenue / ad_spend, rounded to 2 decimals; null when there was no ad spend."
            },
            "sessions": {
              "type": "integer",
              "minimum": 0,
              "description": "Storefront sessions that viewed the product."
            },
            "orders": {
              "type": "integer",
              "minimum": 0,
              "description": "Orders containing the product."
            },
            "conversions": {
              "type": "integer",
              "minimum": 0,
              "description": "Of those orders, the ones from storefront sessions."
            },
            "conversion_rate": {
              "type": [
                "number",
                "null"
              ],
              "minimum": 0,
              "maximum": 1,
              "description": "conversions / sessions (0..1, 4 decimals); null when there were no sessions."
            }
          }
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
        }
      }
    }
  },
  {
    "name": "get_promotion_detail",
    "method": "POST",
    "path": "/api/v1/tools/get_promotion_detail",
    "summary": "Get one discount, discount code or gift card",
    "description": "One promotion by `id` (a discount, discount code or gift card) or by `code`\n(a discount code, matched case-insensitively): its status now (UTC),\nschedule, value and conditions; for an automatic discount its products with\nprice and sale price; for a discount code its usage against its limit and the\norders that used it (count, discount given, revenue, and the newest\n`recent_orders` of them); for a gift card its value, balance and expiry. A\ngift card's code is never shown: only its `last_characters` (4).\n\nRead: changes nothing. Scope: `promotions:read` (or the `read`, `write` or\n`admin` bundle). Storefront stores only (a store without one answers 404\n`not_found`).\n\nParameters: exactly one of `id` (UUID) or `code` (1..32 characters); both\nor neither answer 400 `invalid_request` naming `id`. `recent_orders` 0..50\n(default 10). An id or code this store does not have answers 404\n`not_found`.\n\nMoney is a decimal in the store currency's major units; times ISO 8601 UTC.\nOrder figures include cancelled and refunded orders; `revenue` is before\nrefunds.\n",
    "scope": "promotions:read",
    "tier": "read",
    "domain": "promotions",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `get_promotion_detail`: exactly one of `id` (a discount, discount code or gift card) or `code` (a discount code, case-insensitive). The seed names no parameters; these are this contract's design.",
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "Id of a discount, discount code or gift card (`id` from get_discount_history or a receipt)."
        },
        "code": {
          "type": "string",
          "minLength": 1,
          "maxLength": 32,
          "description": "A discount code, matched case-insensitively (e.g. `welcome10`). Gift card codes are secret and cannot be looked up."
        },
        "recent_orders": {
          "type": "integer",
          "minimum": 0,
          "maximum": 50,
          "default": 10,
          "description": "How many of the newest orders that used a discount code to list, 0..50 (default 10)."
        }
      },
      "examples": [
        {
          "code": "WELCOME10"
        },
        {
          "code": "flash20",
          "recent_orders": 0
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "One discount, discount code or gift card. Fields that do not apply to the kind are null (or an empty list). Money in the store currency's major units; times ISO 8601 UTC.",
      "required": [
        "kind",
        "id",
        "title",
        "status",
        "currency",
        "code",
        "last_characters",
        "discount_type",
        "value",
        "minimum_subtotal",
        "once_per_customer",
        "starts_at",
        "ends_at",
        "reason",
        "products",
        "usage",
        "gift_card",
        "orders",
        "approval_id",
        "created_at"
      ],
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "discount",
            "discount_code",
            "gift_card"
          ]
        },
        "id": {
          "type": "string",
          "format": "uuid"
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "scheduled",
            "expired",
            "disabled",
            "ended"
          ],
          "description": "Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`."
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 code of every amount (the store currency)."
        },
        "code": {
          "type": [
            "string",
            "null"
          ],
          "description": "The discount code as created; null for other kinds."
        },
        "last_characters": {
          "type": [
            "string",
            "null"
          ],
          "description": "A gift card's last 4 code characters (all that is ever shown after creation); null for other kinds."
        },
        "discount_type": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "percentage",
            "fixed_amount",
            null
          ]
        },
        "value": {
          "type": [
            "number",
            "null"
          ],
          "description": "Percent off or amount off (major units); null for gift cards."
        },
        "minimum_subtotal": {
          "type": [
            "number",
            "null"
          ],
          "description": "Order subtotal a discount code needs (major units); null = none."
        },
        "once_per_customer": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether a customer may use the discount code only once; null for other kinds."
        },
        "starts_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "Start (discount codes; automatic discounts start when created); null for gift cards."
        },
        "ends_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "description": "End (discount codes) or when an automatic discount ended; null = open-ended."
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "description": "Why an automatic discount was made; null for other kinds."
        },
        "products": {
          "type": "array",
          "description": "The products an automatic discount applies to (empty for other kinds); a product since deleted is left out.",
          "items": {
            "type": "object",
            "required": [
              "id",
              "title",
              "handle",
              "price",
              "sale_price"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "title": {
                "type": "string"
              },
              "handle": {
                "type": "string"
              },
              "price": {
                "type": "number",
                "description": "The product's price (its lowest variant price)."
              },
              "sale_price": {
                "type": "number",
                "description": "The price with this discount."
              }
            }
          }
        },
        "usage": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "count",
                "limit",
                "remaining"
              ],
              "additionalProperties": false,
              "properties": {
                "count": {
                  "type": "integer",
                  "minimum": 0
                },
                "limit": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "Null = unlimited."
                },
                "remaining": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Uses left; null = unlimited."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "Usage of a discount code against its limit; null for other kinds."
        },
        "gift_card": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "initial_value",
                "balance",
                "customer_ref",
                "note",
                "expires_on",
                "disabled_at"
              ],
              "additionalProperties": false,
              "properties": {
                "initial_value": {
                  "type": "number"
                },
                "balance": {
                  "type": "number"
                },
                "customer_ref": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "note": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "expires_on": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date",
                  "description": "Last day it can be used (UTC); null = never expires."
                },
                "disabled_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time"
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "Gift card values; null for other kinds."
        },
        "orders": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "orders_count",
                "discount_given",
                "revenue",
                "recent"
              ],
              "additionalProperties": false,
              "properties": {
                "orders_count": {
                  "type": "integer",
                  "minimum": 0
                },
                "discount_given": {
                  "type": "number"
                },
                "revenue": {
                  "type": "number",
                  "description": "Sum of order totals (before refunds)."
                },
                "recent": {
                  "type": "array",
                  "description": "The newest orders that used the code (up to `recent_orders`), newest first.",
                  "items": {
                    "type": "object",
                    "required": [
                      "id",
                      "order_number",
                      "customer_ref",
                      "discount",
                      "total",
                      "created_at"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "id": {
                        "type": "string",
                        "format": "uuid"
                      },
                      "order_number": {
                        "type": "integer"
                      },
                      "customer_ref": {
                        "type": "string"
                      },
                      "discount": {
                        "type": "number"
                      },
                      "total": {
                        "type": "number"
                      },
                      "created_at": {
                        "type": "string",
                        "format": "date-time"
                      }
                    }
                  }
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "Orders that used a discount code (case-insensitive match on the order's code, cancelled and refunded orders included); null for other kinds (orders do not record automatic discounts or gift card payments)."
        },
        "approval_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The approval card that created it; null for ones made outside the service."
        },
        "created_at": {
          "type": "string",
          "format": "date-time"
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
    "name": "inspect_cost_import",
    "method": "POST",
    "path": "/api/v1/tools/inspect_cost_import",
    "summary": "Check a unit-cost CSV file before importing it",
    "description": "Parses a CSV file of unit costs and answers what importing it would do: errors\nper row and column, duplicate variants, unknown SKUs, totals, and every variant whose\ncost would change (before → after). Changes nothing. Pass the answered\n`inspection_id` with the same file to propose_cost_import.\n\nRead: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).\n\nFile (`csv`, at most 1 MiB and 5,000 data rows): header row first (names\ncase-insensitive), comma separated, UTF-8 with an optional BOM, fields may be\ndouble-quoted, values are trimmed, empty lines are skipped. Parsed with csv-parse.\nColumns:\n- `sku` or `variant_id` (the storefront external id or UUID): at least one column;\n  when both are filled on a row, `variant_id` names the variant and `sku` must match;\n- `unit_cost`: major units of the store currency, 0 or more, at most 2 decimals;\n- `currency` (optional): ISO 4217, must be the store currency.\nAny other column is an error of row 1.\n\nRows are numbered as records with the header as row 1 (the first data row is 2;\nskipped empty lines are not counted).\nErrors: an unreadable file, an unknown or repeated column, a missing column, a row\nwith another number of fields than the header, more than 5,000 rows, an unknown\nSKU / variant (also listed in `unknown_skus`), the same variant on two rows (the later\nrows; also listed in `duplicates`), a bad `unit_cost` or `currency`. At most 200\nerrors are listed; `error_count` counts them all.\n\nA valid row changes its variant when the cost differs from the recorded one or the\nrecorded cost is not `confirmed` (see get_product_costs); else it is `unchanged`.\n`can_propose` is true when there is no error and at least one change.\n\n`inspection_id`: SHA-256 (hex) of `cost` + LF + the normalised file (BOM removed, line\nends as LF, trailing line ends removed).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "costs:read",
    "tier": "read",
    "domain": "costs",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `inspect_cost_import`: a cost file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.",
      "required": [
        "csv"
      ],
      "additionalProperties": false,
      "properties": {
        "csv": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000000,
          "description": "The file's text."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "What a cost file would do; nothing is changed. A row changes its variant when its cost differs from the recorded one or the recorded cost is not `confirmed`; other valid rows are unchanged.",
      "required": [
        "inspection_id",
        "currency",
        "rows",
        "valid_rows",
        "change_count",
        "unchanged_count",
        "error_count",
        "can_propose",
        "errors",
        "duplicates",
        "unknown_skus",
        "changes"
      ],
      "additionalProperties": false,
      "properties": {
        "inspection_id": {
          "type": "string",
          "pattern": "^[0-9a-f]{64}$",
          "description": "SHA-256 (hex) of `cost` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_cost_import."
        },
        "currency": {
          "type": "string",
          "pattern": "^[A-Z]{3}$",
          "description": "The store currency (every amount)."
        },
        "rows": {
          "type": "integer",
          "minimum": 0,
          "description": "Data rows in the file."
        },
        "valid_rows": {
          "type": "integer",
          "minimum": 0
        },
        "change_count": {
          "type": "integer",
          "minimum": 0
        },
        "unchanged_count": {
          "type": "integer",
          "minimum": 0
        },
        "error_count": {
          "type": "integer",
          "minimum": 0,
          "description": "All errors (at most 200 are listed)."
        },
        "can_propose": {
          "type": "boolean",
          "description": "`true` when the file has no error and changes at least one variant."
        },
        "errors": {
          "type": "array",
          "maxItems": 200,
          "description": "Errors by row, at most 200.",
          "items": {
            "type": "object",
            "description": "One problem of an import file.",
            "required": [
              "row",
              "column",
              "message"
            ],
            "additionalProperties": false,
            "properties": {
              "row": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "description": "Record number, counting the header row as 1 (so the first data row is 2; skipped empty lines are not counted); null for the whole file."
              },
              "column": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The column (lower-cased header name); null for the whole row or file."
              },
              "message": {
                "type": "string"
              }
            }
          }
        },
        "duplicates": {
          "type": "array",
          "items": {
            "type": "object",
            "description": "A variant named by more than one row of the file (every row after the first is an error).",
            "required": [
              "variant_id",
              "sku",
              "rows"
            ],
            "additionalProperties": false,
            "properties": {
              "variant_id": {
                "type": "string",
                "format": "uuid"
              },
              "sku": {
                "type": "string"
              },
              "rows": {
                "type": "array",
                "minItems": 2,
                "items": {
                  "type": "integer",
                  "minimum": 2
                },
                "description": "The record numbers naming it."
              }
            }
          }
        },
        "unknown_skus": {
          "type": "array",
          "maxItems": 200,
          "description": "SKUs or variant references the store does not have (each also an error of its row).",
          "items": {
            "type": "string"
          }
        },
        "changes": {
          "type": "array",
          "maxItems": 5000,
          "description": "Every variant that would change, in file order.",
          "items": {
            "type": "object",
            "description": "One variant a cost import would change. Money in the store currency's major units.",
            "required": [
              "row",
              "variant_id",
              "sku",
              "before_unit_cost",
              "before_tier",
              "after_unit_cost"
            ],
            "additionalProperties": false,
            "properties": {
              "row": {
                "type": "integer",
                "minimum": 2,
                "description": "The file's record number (header = 1)."
              },
              "variant_id": {
                "type": "string",
                "format": "uuid"
              },
              "sku": {
                "type": "string"
              },
              "before_unit_cost": {
                "type": [
                  "number",
                  "null"
                ],
                "description": "Recorded unit cost now; null when none is recorded."
              },
              "before_tier": {
                "type": "string",
                "enum": [
                  "confirmed",
                  "storefront",
                  "estimated",
                  "stale"
                ],
                "description": "Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null."
              },
              "after_unit_cost": {
                "type": "number",
                "minimum": 0,
                "description": "Unit cost after the import (tier `confirmed`)."
              }
            }
          }
        }
      }
    }
  },
  {
    "name": "inspect_expense_import",
    "method": "POST",
    "path": "/api/v1/tools/inspect_expense_import",
    "summary": "Check an expense CSV file before importing it",
    "description": "Parses a CSV file of expenses and answers what importing it would do: errors per\nrow and column, duplicates, totals per category, and the rows it would add. Changes\nnothing. Pass the answered `inspection_id` with the same file to\npropose_expense_import.\n\nRead: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).\nBoth storefront and business stores.\n\nFile (`csv`, at most 1 MiB and 5,000 data rows): header row first (names\ncase-insensitive), comma separated, UTF-8 with an optional BOM, fields may be\ndouble-quoted, values are trimmed, empty lines are skipped. Parsed with csv-parse.\nColumns:\n- `date`: `YYYY-MM-DD`, a UTC calendar day from 2000-01-01 to today (UTC);\n- `category`: lower-cased, spaces and hyphens become `_`; letters, digits and `_`,\n  1..40 characters, starting with a letter (e.g. `shipping`, `payment_fees`);\n- `description`: 1..500 characters;\n- `amount`: major units of the store currency, at most 2 decimals, not 0 (negative =\n  a credit);\n- `vendor` (optional): at most 200 characters;\n- `currency` (optional): ISO 4217, must be the store currency.\nAny other column is an error of row 1.\n\nRows are numbered as records with the header as row 1 (the first data row is 2;\nskipped empty lines are not counted).\nAt most 200 errors are listed; `error_count` counts them all.\n\nDuplicates: a row with the same date, amount, description and vendor\n(case-insensitive) as an existing expense, or as an earlier row of the file, is listed\nin `duplicates` and skipped (never imported), so importing the same file twice adds\nnothing the second time. `can_propose` is true when there is no error and at least one\nnew row. Money: decimals in the store currency's major units.\n\n`inspection_id`: SHA-256 (hex) of `expense` + LF + the normalised file (BOM removed,\nline ends as LF, trailing line ends removed).\n",
    "scope": "costs:read",
    "tier": "read",
    "domain": "costs",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": false,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `inspect_expense_import`: an expense file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.",
      "required": [
        "csv"
      ],
      "additionalProperties": false,
      "properties": {
        "csv": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000000,
          "description": "The file's text."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "description": "What an expense file would do; nothing is changed.",
      "required": [
        "inspection_id",
        "currency",
        "rows",
        "valid_rows",
        "new_count",
        "duplicate_count",
        "error_count",
        "can_propose",
        "new_total",
        "by_category",
        "errors",
        "duplicates",
        "new_rows"
      ],
      "additionalProperties": false,
      "properties": {
        "inspection_id": {
          "type": "string",
          "pattern": "^[0-9a-f]{64}$",
          "description": "SHA-256 (hex) of `expense` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_expense_import."
        },
        "currency": {
          "type": "string",
          "pattern": "^[A-Z]{3}$"
        },
        "rows": {
          "type": "integer",
          "minimum": 0,
          "description": "Data rows in the file."
        },
        "valid_rows": {
          "type": "integer",
          "minimum": 0
        },
        "new_count": {
          "type": "integer",
          "minimum": 0,
          "description": "Rows that would be added (valid, not duplicates)."
        },
        "duplicate_count": {
          "type": "integer",
          "minimum": 0
        },
        "error_count": {
          "type": "integer",
          "minimum": 0,
          "description": "All errors (at most 200 are listed)."
        },
        "can_propose": {
          "type": "boolean",
          "description": "`true` when the file has no error and adds at least one row."
        },
        "new_total": {
          "type": "number",
          "description": "Sum of the new rows, major units."
        },
        "by_category": {
          "type": "array",
          "description": "New rows per category, largest first.",
          "items": {
            "type": "object",
            "description": "Total of one expense category. Money in the store currency's major units.",
            "required": [
              "category",
              "total",
              "count"
            ],
            "additionalProperties": false,
            "properties": {
              "category": {
                "type": "string"
              },
              "total": {
                "type": "number",
                "description": "Sum of the category's amounts, major units (credits are negative)."
              },
              "count": {
                "type": "integer",
                "minimum": 0,
                "description": "Number of rows."
              }
            }
          }
        },
        "errors": {
          "type": "array",
          "maxItems": 200,
          "items": {
            "type": "object",
            "description": "One problem of an import file.",
            "required": [
              "row",
              "column",
              "message"
            ],
            "additionalProperties": false,
            "properties": {
              "row": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "description": "Record number, counting the header row as 1 (so the first data row is 2; skipped empty lines are not counted); null for the whole file."
              },
              "column": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The column (lower-cased header name); null for the whole row or file."
              },
              "message": {
                "type": "string"
              }
            }
          }
        },
        "duplicates": {
          "type": "array",
          "maxItems": 5000,
          "items": {
            "type": "object",
            "description": "A row with the same date, amount, description and vendor (case-insensitive) as an existing expense (`of` `existing`) or an earlier row of the file (`of` `file`); it is skipped, not imported.",
            "required": [
              "row",
              "of",
              "expense_id",
              "of_row"
            ],
            "additionalProperties": false,
            "properties": {
              "row": {
                "type": "integer",
                "minimum": 2
              },
              "of": {
                "type": "string",
                "enum": [
                  "existing",
                  "file"
                ]
              },
              "expense_id": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uuid",
                "description": "The existing expense it repeats; null for `file`."
              },
              "of_row": {
                "type": [
                  "integer",
                  "null"
                ],
                "description": "The earlier record number it repeats; null for `existing`."
              }
            }
          }
        },
        "new_rows": {
          "type": "array",
          "maxItems": 5000,
          "items": {
            "type": "object",
            "description": "One expense an import would add. Money in the store currency's major units.",
            "required": [
              "row",
              "id",
              "incurred_on",
              "category",
              "description",
              "vendor",
              "amount"
            ],
            "additionalProperties": false,
            "properties": {
              "row": {
                "type": "integer",
                "minimum": 2,
                "description": "The file's record number (header = 1)."
              },
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "The id the expense will get (derived from the inspection id and the row)."
              },
              "incurred_on": {
                "type": "string",
                "format": "date"
              },
              "category": {
                "type": "string"
              },
              "description": {
                "type": "string"
              },
              "vendor": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "amount": {
                "type": "number"
              }
            }
          }
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "propose_cost_import",
    "method": "POST",
    "path": "/api/v1/tools/propose_cost_import",
    "summary": "Propose importing an inspected unit-cost file",
    "description": "Proposes the unit-cost changes of a file inspected with inspect_cost_import.\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card lists exactly the inspected changes: per variant `unit_cost`\nbefore → after and `cost_tier` before → `confirmed` (`resource_kind` `variant`).\nOn approval the file is inspected again: if a variant's cost or tier moved since the\nproposal (or the file no longer applies), the card fails and nothing changes.\nApplying sets exactly those variants' cost (`cost_source` `import`, `cost_updated_at`\nnow) in one transaction, with one receipt per variant. Compensatable (no automatic\nreversal: import a file with the previous costs, each change's `before`).\n\nScope: `costs:write` (or the `write` / `admin` bundle).\n\nParameters: `csv` (the inspected file, required), `inspection_id` (required),\n`reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).\n\nErrors (400 `invalid_request`): a file whose SHA-256 differs from `inspection_id`\nnames `inspection_id` (\"the file changed since it was inspected; inspect it again\"); a\nfile with errors or without any change names `csv` (inspect_cost_import gives the\ndetails).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "costs:write",
    "tier": "propose_write",
    "domain": "costs",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `propose_cost_import`: the file inspected with inspect_cost_import and its `inspection_id`.",
      "required": [
        "csv",
        "inspection_id"
      ],
      "additionalProperties": false,
      "properties": {
        "csv": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000000,
          "description": "The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows)."
        },
        "inspection_id": {
          "type": "string",
          "pattern": "^[0-9a-fA-F]{64}$",
          "maxLength": 64,
          "description": "The `inspection_id` inspect_cost_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "propose_draft",
    "method": "POST",
    "path": "/api/v1/tools/propose_draft",
    "summary": "Propose a new product as a draft",
    "description": "Proposes creating a new product as a draft. What a draft is (the seed does not say; decided here): the product exists on the storefront but is not for sale, storefront status `draft` (hidden from the shop) and service lifecycle `draft` (not launched; propose_state_transition moves it to `new`, storefront_set_product_status to `active`). The card shows the product (title, handle, vendor, type, statuses, tags, variant count) and every variant (SKU, title, price and compare-at price in the store currency's major units, on-hand quantity), each with `before: null`.\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size. Here the `before` values are the absence of the handle and of each SKU: a product or SKU created meanwhile fails the card.\n\nApplying inserts the product (its \"from\" price is the lowest variant price), its variants in input order (storefront references assigned after the store's highest one; variant title `size / colour`, or `Default Title`) and content version 1 (author: the proposing credential id, source `service`, the approval card). The card's `resource_ref` of the product is its handle and of each variant its SKU (ids exist only once applied; query_products shows the new product with its id). Reversibility: `compensatable`: a created product cannot be uncreated through the API; the reversal archives it (storefront_set_product_status `archived`, by handle).\n\nHandle: the given one (lowercase letters and digits joined by single hyphens; one that exists answers 400 `invalid_request` naming `handle`) or, by default, derived from the title and made unique with `-2`, `-3`, ... SKUs must be new to the store and distinct (`variants[i].sku`); `compare_at_price` must be above `price` (`variants[i].compare_at_price`); tags are trimmed, 1..255 characters, without commas, case-insensitively de-duplicated (`tags[i]`).\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `title`, `vendor`, `product_type` (required, 1..255 characters), `handle` (optional), `description_html` (optional, at most 65536 characters), `tags` (optional, at most 250), `variants` (required, 1..100: `sku`, `price`, optional `compare_at_price`, `size`, `colour`, `inventory_quantity` 0..1000000 default 0), `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).\n",
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
      "description": "Arguments of `propose_draft`: a new product created as a draft (storefront status `draft`, lifecycle `draft`).",
      "required": [
        "title",
        "vendor",
        "product_type",
        "variants"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Product title, 1..255 characters."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
          "description": "Storefront handle (URL slug): lowercase letters and digits in groups joined by single hyphens, at most 200 characters. Optional: by default it is derived from the title (`Alpine Linen Shirt` -> `alpine-linen-shirt`) and made unique with `-2`, `-3`, ... A given handle that already exists answers 400 `invalid_request` naming `handle`."
        },
        "vendor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Vendor (brand or supplier) name, 1..255 characters."
        },
        "product_type": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Product type, e.g. `Shirts`, 1..255 characters."
        },
        "description_html": {
          "type": "string",
          "maxLength": 65536,
          "default": "",
          "description": "Product description as HTML, at most 65536 characters; default empty."
        },
        "tags": {
          "type": "array",
          "maxItems": 250,
          "default": [],
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 255
          },
          "description": "Tags, at most 250; each trimmed, 1..255 characters, no comma; duplicates differing only in case are kept once (first spelling)."
        },
        "variants": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "description": "The variants, 1..100, in display order.",
          "items": {
            "type": "object",
            "required": [
              "sku",
              "price"
            ],
            "additionalProperties": false,
            "properties": {
              "sku": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^\\S(.*\\S)?$",
                "description": "Stock keeping unit, 1..64 characters without leading or trailing spaces; unique in the store (an existing or repeated SKU answers 400 `invalid_request` naming `variants[i].sku`)."
              },
              "price": {
                "type": "number",
                "exclusiveMinimum": 0,
                "maximum": 1000000,
                "x-decimal-places": 2,
                "description": "Price in the store currency's major units, above 0, at most 1000000, at most 2 decimals."
              },
              "compare_at_price": {
                "type": "number",
                "exclusiveMinimum": 0,
                "maximum": 1000000,
                "x-decimal-places": 2,
                "description": "Optional \"was\" price (major units, at most 2 decimals), shown struck through; must be above `price`."
              },
              "size": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "description": "Size option, e.g. `M`."
              },
              "colour": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "description": "Colour option, e.g. `Navy`."
              },
              "inventory_quantity": {
                "type": "integer",
                "minimum": 0,
                "maximum": 1000000,
                "default": 0,
                "description": "On-hand units, 0..1000000 (default 0)."
              }
            }
          }
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
          "title": "Alpine Linen Overshirt",
          "vendor": "Northwind Outfitters",
          "product_type": "Shirts",
          "description_html": "<p>Washed linen overshirt with two chest pockets.</p>",
          "tags": [
            "linen",
            "spring-2027"
          ],
          "variants": [
            {
              "sku": "ALP-LIN-OVS-M-SND",
              "price": 69.95,
              "size": "M",
              "colour": "Sand",
              "inventory_quantity": 12
            },
            {
              "sku": "ALP-LIN-OVS-L-SND",
              "price": 69.95,
              "compare_at_price": 79.95,
              "size": "L",
              "colour": "Sand",
              "inventory_quantity": 8
            }
          ],
          "reason": "Spring range"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "propose_expense_import",
    "method": "POST",
    "path": "/api/v1/tools/propose_expense_import",
    "summary": "Propose importing an inspected expense file",
    "description": "Proposes adding the new expenses of a file inspected with inspect_expense_import.\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card lists exactly the inspected new rows (`resource_kind` `expense`,\n`resource_ref` the id the row will get, `before` null, `after` the row) and their\ntotal as `amount_cents`. On approval the file is inspected again: a row that has\nbecome a duplicate since (e.g. the same file was imported by another card) fails the\ncard and nothing changes. Applying inserts exactly those rows (`source` `import`,\n`import_ref` = the inspection id) in one transaction. Compensatable (no automatic\nreversal: import offsetting rows with negated amounts).\n\nScope: `costs:write` (or the `write` / `admin` bundle). Both storefront and business\nstores.\n\nParameters: `csv` (the inspected file, required), `inspection_id` (required),\n`reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).\n\nErrors (400 `invalid_request`): a file whose SHA-256 differs from `inspection_id`\nnames `inspection_id` (\"the file changed since it was inspected; inspect it again\"); a\nfile with errors or without any new row names `csv` (inspect_expense_import gives the\ndetails).\n",
    "scope": "costs:write",
    "tier": "propose_write",
    "domain": "costs",
    "requiresStorefront": false,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `propose_expense_import`: the file inspected with inspect_expense_import and its `inspection_id`.",
      "required": [
        "csv",
        "inspection_id"
      ],
      "additionalProperties": false,
      "properties": {
        "csv": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000000,
          "description": "The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows)."
        },
        "inspection_id": {
          "type": "string",
          "pattern": "^[0-9a-fA-F]{64}$",
          "maxLength": 64,
          "description": "The `inspection_id` inspect_expense_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "propose_state_transition",
    "method": "POST",
    "path": "/api/v1/tools/propose_state_transition",
    "summary": "Propose moving a product to another lifecycle state",
    "description": "Proposes moving a product's service lifecycle state (`lifecycle_state`: how the service manages it) to another state. This is the service's own label, not the storefront status (`storefront_status`, changed by storefront_set_product_status); the two vocabularies do not agree and this operation never touches the storefront status. The card shows `lifecycle_state` before and after.\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.\n\nStates (the seed left the transitions \"not shown\"; decided here, and consistent with every move the seeded decisions record): `draft` (being prepared, not launched), `new` (launched, no evidence yet), `testing` (under test), `active` (selling normally), `winner` (proven top performer), `scaling` (spend being increased), `declining` (performance falling), `paused` (selling and spend on hold), `retired` (out of the range). Allowed moves (from -> to):\n\n| from | allowed next states |\n|---|---|\n| draft | new, retired |\n| new | testing, paused, draft, retired |\n| testing | active, paused, retired |\n| active | winner, scaling, declining, paused |\n| winner | scaling, declining, active, paused |\n| scaling | winner, declining, active, paused |\n| declining | active, paused, retired |\n| paused | active, testing, retired |\n| retired | active, draft |\n\nAny other move, or a move to the current state, answers 400 `invalid_request` naming `to_state` whose message lists the allowed next states of the product's current state.\n\n`to_state` is accepted lowercase (as stored and answered) or UPPERCASE (as decision rows write it, e.g. `WINNER`) and is stored lowercase. Reversibility: `reversible` when the reverse move is itself in the table (the reversal is propose_state_transition back to the previous state), otherwise `compensatable` with `reversal: null` (e.g. new -> testing: move the product on instead).\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `product_id` (UUID) or `handle`; `to_state` (required); `reason` (required, 1..500 characters, shown on the card); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.\n",
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
      "description": "Arguments of `propose_state_transition`. Name the product by `product_id` or `handle` (exactly one).",
      "required": [
        "to_state",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID `id` (from query_products). Give this or `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle, e.g. `alpine-henley`. Give this or `product_id`."
        },
        "to_state": {
          "type": "string",
          "enum": [
            "new",
            "testing",
            "active",
            "winner",
            "scaling",
            "declining",
            "paused",
            "draft",
            "retired",
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
          "description": "The lifecycle state to move to. Lowercase (as stored and answered) or UPPERCASE (as decision rows write `to_state`, e.g. `WINNER`); stored lowercase. Must be an allowed next state of the product's current state (see the operation's transition table), else 400 `invalid_request` naming `to_state` and the allowed next states."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, shown on the approval card (1..500 characters)."
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
          "handle": "alpine-henley",
          "to_state": "scaling",
          "reason": "ROAS above target for 14 days"
        },
        {
          "product_id": "6f4a3be0-60be-4459-963f-ccb6f1c32c60",
          "to_state": "DECLINING",
          "reason": "Sell-through fell for three weeks"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "run_sync_catalog",
    "method": "POST",
    "path": "/api/v1/tools/run_sync_catalog",
    "summary": "Pull catalog changes from the storefront",
    "description": "Queues a job that pulls catalog edits made on the storefront since the last catalog sync (the\nstore's `catalog` sync cursor; the first sync starts at the store's last sync time, or 24 hours\nback): variant price and compare-at (reference) price changes, inventory changes and product\ntitle edits.\n\nAutomatic write: answers at once with the queued job (`job_id`, `state` `queued`); a runner\n(every server process runs one) takes it within a second or so and runs it in one transaction.\nFollow it with `get_job_runs`: `queued` -> `running` -> `succeeded` | `failed` (a failed job's\nwrites are rolled back and `error` says why; the next run starts from the same cursor).\nOne job of a kind runs at a time per store: while a `run_sync_catalog` job is still `queued`, a second call\nanswers that job (`coalesced: true`, no new job, no receipt; its arguments are kept); while one is `running`, a new job is\nqueued behind it and starts when it finished. On PostgreSQL several server processes share the\nqueue and never run one job twice (a claimed job carries a 5-minute lease; a runner that died\nleaves a lease that expires and the job is run again, `attempts` 2). Jobs cannot be cancelled yet.\nReceipt: resource `job_run` (queued); audit subject `job_run:<id>`.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n\nParameters (all optional): `max_changes` (1..500, default 500) caps the changes one run takes; the\nrest wait for the next run. `idempotency_key` (optional; or the `Idempotency-Key` header).\n\nTimes are ISO 8601 UTC. The embedded connector (the default) is a demo storefront: a deterministic\nfunction of the store and the 15-minute slot, so syncing one period twice sees the same changes.\n\nWhat the job does: a price or compare-at change that differs from the stored value is applied\n(the product's \"from\" price follows) and `product.price_changed` is emitted (`actor`\n`external`, `receipt_id` null); an inventory change sets the variant's quantity; a title edit\nupdates the product and records a content version (`source` `storefront_sync`, author\n`storefront`). A change to a variant or product that no longer exists, or that is already the\nstored value, is skipped. After applying, the owned fields of active intents are read back at\nonce: a synced price that overwrites a price an intent owns emits\n`intent.field_overwritten_externally` (once per overwrite, as the periodic read-back would).\nCounts: `seen`, `prices_changed`, `inventory_changed`, `titles_changed`, `skipped`, `events`,\n`intents_overwritten`. Result: `{cursor, until, more}`.\n\nErrors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`; 404 `not_found` for a\nstore without a storefront (the business store).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `run_sync_catalog`. All optional; `{}` queues a sync of everything that changed since the last one.",
      "additionalProperties": false,
      "properties": {
        "max_changes": {
          "type": "integer",
          "minimum": 1,
          "maximum": 500,
          "default": 500,
          "description": "Most storefront catalog changes (price, compare-at price, inventory, title) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {},
        {
          "max_changes": 50
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The job queued by a `run_*` operation, answered at once (the job runs asynchronously; follow it with `get_job_runs`).",
      "required": [
        "job_id",
        "kind",
        "state",
        "queued_at",
        "coalesced",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "job_id": {
          "type": "string",
          "format": "uuid",
          "description": "The job's id (the audit subject `job_run:<id>`)."
        },
        "kind": {
          "type": "string",
          "pattern": "^run_[a-z][a-z0-9_]{0,59}$",
          "maxLength": 64,
          "description": "The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds."
        },
        "state": {
          "type": "string",
          "const": "queued",
          "description": "Always `queued` when answered."
        },
        "queued_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the job was queued (ISO 8601, UTC)."
        },
        "coalesced": {
          "type": "boolean",
          "description": "`true` when a job of the same kind was already waiting in this store: that job is answered and no second one is queued (it will see every change up to when it runs)."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of queueing the job; null when `coalesced`."
        }
      }
    }
  },
  {
    "name": "run_sync_orders",
    "method": "POST",
    "path": "/api/v1/tools/run_sync_orders",
    "summary": "Pull new orders and refunds from the storefront",
    "description": "Queues a job that pulls what changed on the storefront since the last order sync (the store's\n`orders` sync cursor; the first sync starts at the store's last sync time, or 24 hours back):\nnew orders (with line items, shipping address, channel) and refunds made on the storefront.\n\nAutomatic write: answers at once with the queued job (`job_id`, `state` `queued`); a runner\n(every server process runs one) takes it within a second or so and runs it in one transaction.\nFollow it with `get_job_runs`: `queued` -> `running` -> `succeeded` | `failed` (a failed job's\nwrites are rolled back and `error` says why; the next run starts from the same cursor).\nOne job of a kind runs at a time per store: while a `run_sync_orders` job is still `queued`, a second call\nanswers that job (`coalesced: true`, no new job, no receipt; its arguments are kept); while one is `running`, a new job is\nqueued behind it and starts when it finished. On PostgreSQL several server processes share the\nqueue and never run one job twice (a claimed job carries a 5-minute lease; a runner that died\nleaves a lease that expires and the job is run again, `attempts` 2). Jobs cannot be cancelled yet.\nReceipt: resource `job_run` (queued); audit subject `job_run:<id>`.\n\nScope: `automation:write` (or the `write` / `admin` bundle).\n\nParameters (all optional): `max_changes` (1..500, default 500) caps the changes one run takes; the\nrest wait for the next run. `idempotency_key` (optional; or the `Idempotency-Key` header).\n\nTimes are ISO 8601 UTC. The embedded connector (the default) is a demo storefront: a deterministic\nfunction of the store and the 15-minute slot, so syncing one period twice sees the same changes.\n\nWhat the job does: each new order is recorded once (deduplicated by the storefront's order id:\na second sync of the same period creates nothing), its variants' inventory is decremented by the\nquantities sold (not below 0), and `order.created` is emitted with the order as `get_orders`\nshows it. Each refund seen is recorded once (by the storefront's refund id, `source`\n`storefront`; the order's `refunded` and `financial_status` follow) and `order.refunded` is\nemitted (`actor` `external`, `approval_id` and `receipt_id` null). A refund of an order that is\nnot in the service (made before the first sync) is skipped. Then the cursor and the store's last\nsync time move to the end of the period read. Counts: `seen`, `orders_created`,\n`orders_skipped` (already recorded), `refunds_created`, `refunds_skipped`, `events`.\nResult: `{cursor, until, more}` (`more`: changes were left for the next run).\n\nErrors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`; 404 `not_found` for a\nstore without a storefront (the business store).\n",
    "scope": "automation:write",
    "tier": "auto_write",
    "domain": "automation",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `run_sync_orders`. All optional; `{}` queues a sync of everything that changed since the last one.",
      "additionalProperties": false,
      "properties": {
        "max_changes": {
          "type": "integer",
          "minimum": 1,
          "maximum": 500,
          "default": 500,
          "description": "Most storefront changes (new orders and refunds) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor)."
        },
        "idempotency_key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."
        }
      },
      "examples": [
        {},
        {
          "max_changes": 50
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The job queued by a `run_*` operation, answered at once (the job runs asynchronously; follow it with `get_job_runs`).",
      "required": [
        "job_id",
        "kind",
        "state",
        "queued_at",
        "coalesced",
        "receipt_id"
      ],
      "additionalProperties": false,
      "properties": {
        "job_id": {
          "type": "string",
          "format": "uuid",
          "description": "The job's id (the audit subject `job_run:<id>`)."
        },
        "kind": {
          "type": "string",
          "pattern": "^run_[a-z][a-z0-9_]{0,59}$",
          "maxLength": 64,
          "description": "The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds."
        },
        "state": {
          "type": "string",
          "const": "queued",
          "description": "Always `queued` when answered."
        },
        "queued_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the job was queued (ISO 8601, UTC)."
        },
        "coalesced": {
          "type": "boolean",
          "description": "`true` when a job of the same kind was already waiting in this store: that job is answered and no second one is queued (it will see every change up to when it runs)."
        },
        "receipt_id": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "Receipt of queueing the job; null when `coalesced`."
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
                },
                "creates": {
                  "type": "boolean",
                  "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
        },
        "reveal": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true,
          "description": "`approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers."
        },
        "reveal_note": {
          "type": "string",
          "description": "With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential)."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_cancel_order",
    "method": "POST",
    "path": "/api/v1/tools/storefront_cancel_order",
    "summary": "Propose cancelling an unfulfilled order",
    "description": "Proposes cancelling an order that has not shipped. Proposed write: nothing changes until an operator approves the card in the\ndashboard; the call answers `status: proposed`, `applied: false` and an\n`approval_id` (a credential with auto-apply applies it at once). Idempotent\nwith `Idempotency-Key` (or `idempotency_key`): the same key answers the same\ncard.\n\nScope: `orders:write` (or the `write` / `admin` bundle). Storefront stores\nonly: on a store without a storefront (e.g. the wholesale business) the\noperation does not exist and answers 404 `not_found`.\n\n`order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.\n`5000000006300`) or its order number (`#6300` or `6300`); an order this store\ndoes not have answers 400 `invalid_request` naming `order_id`.\n\nRules (400 `invalid_request` naming `order_id`): the order is `unfulfilled`\n(a `fulfilled` or `partial` order cannot be cancelled: refund it with\nstorefront_create_refund instead) and not already cancelled.\n\nWith `refund` (default true) the cancellation refunds the refundable\nremainder (`total` - `refunded`, shipping included) as one refund (source\n`service`, reason `other`, with the order's units not refunded yet as its line\nitems) and emits `order.refunded`; nothing is refunded when the order is\nalready fully refunded. With `restock` (default true) the order's units not\nrestocked yet go back into their variants' stock. Applying sets\n`cancelled_at` (the time of approval), `cancel_reason` and `updated_at`.\n\nThe card shows the order's `cancelled` and `cancel_reason`, and with a refund\nits `refunded` and `financial_status`, before and after, and the units put back\nper variant (`restocked_units`). On approval everything is re-checked: an order\nthat shipped, was cancelled, or was refunded in between fails the card.\n\nGovernance: the card's `amount_cents` is the refund (null without one);\nstore rules naming `storefront_cancel_order` apply to it, rules naming\n`storefront_create_refund` do not.\n\nReversibility: `irreversible`: the storefront cannot reopen a cancelled order\nand no operation restores it (the customer orders again); a refund made with\nit cannot be taken back.\n\nMoney: decimals in the store currency, major units. Times: ISO 8601 UTC.\n",
    "scope": "orders:write",
    "tier": "propose_write",
    "domain": "orders",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_cancel_order`: the order (not fulfilled, not already cancelled), why, and whether to restock its units and refund what is left of its total.",
      "required": [
        "order_id",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "order_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
          "description": "The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."
        },
        "reason": {
          "type": "string",
          "enum": [
            "customer",
            "inventory",
            "fraud",
            "declined",
            "other"
          ],
          "description": "Why it is cancelled: `customer` (the customer asked), `inventory` (out of stock), `fraud`, `declined` (payment declined), `other`."
        },
        "restock": {
          "type": "boolean",
          "default": true,
          "description": "Put the order's units that were not restocked yet back into their variants' stock (default true: an unfulfilled order's units never left)."
        },
        "refund": {
          "type": "boolean",
          "default": true,
          "description": "Refund the order's refundable remainder (`total` - `refunded`) with the cancellation (default true; emits `order.refunded`). False leaves the payment as it is."
        },
        "note": {
          "type": "string",
          "maxLength": 500,
          "description": "Note kept with the cancellation's refund and shown on the card."
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
          "order_id": "5000000006299",
          "reason": "customer",
          "note": "Customer ordered the wrong size and will re-order"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_create_discount_code",
    "method": "POST",
    "path": "/api/v1/tools/storefront_create_discount_code",
    "summary": "Propose a new discount code",
    "description": "Proposes a discount code customers enter at checkout. Proposed write:\nnothing changes until an operator approves the card in the dashboard; the\ncall answers `status: proposed`, `applied: false` and an `approval_id` (a\ncredential with auto-apply applies it at once). Approval creates the code,\n`scheduled` if `starts_at` is in the future, otherwise `active`.\n\nThe card lists the new code (`resource_kind` `discount_code`,\n`resource_ref` the upper-cased code) with `code` before `absent` and after\nthe code, and its `discount_type`, `value`, `usage_limit`,\n`once_per_customer`, `minimum_subtotal`, `starts_at`, `ends_at` (before\nnull). `amount_cents` is null: a code's cost depends on future orders. On\napproval the store's codes are re-read: if a code with the same letters (any\ncase) was created in the meantime, the card fails and nothing is created.\n\nReversibility is `compensatable` and `reversal` is null: the code could be\ndisabled, but orders that already used it keep their discount, and the\nservice has no operation that disables a code yet (an operator disables it\nin the storefront admin).\n\nScope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores\nonly (a store without one answers 404 `not_found`).\n\nParameters: `code` (4..32 characters `A-Z a-z 0-9 _ -`, unique per store\ncase-insensitively: a collision answers 400 `invalid_request` naming\n`code`), `discount_type` (`percentage` or `fixed_amount`), `value` (percent\n1..100 in steps of 0.5, or amount off in major units 0.01..100000, at most 2\ndecimals; otherwise 400 naming `value`), optional `usage_limit`\n(1..1000000), `once_per_customer` (default false), `minimum_subtotal` (major\nunits, 0..1000000), `starts_at` / `ends_at` (ISO 8601, stored in UTC;\n`ends_at` must be after `starts_at` and in the future, otherwise 400 naming\n`ends_at`; `starts_at` omitted = when applied), `idempotency_key` (or the\n`Idempotency-Key` header).\n",
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
      "description": "Arguments of `storefront_create_discount_code`. The seed names no parameters; these, their bounds and defaults are this contract's design.",
      "required": [
        "code",
        "discount_type",
        "value"
      ],
      "additionalProperties": false,
      "properties": {
        "code": {
          "type": "string",
          "minLength": 4,
          "maxLength": 32,
          "pattern": "^[A-Za-z0-9_-]+$",
          "description": "The code customers enter, 4..32 characters of `A-Z a-z 0-9 _ -`. Unique per store regardless of case (`welcome10` collides with `WELCOME10`); kept as written."
        },
        "discount_type": {
          "type": "string",
          "enum": [
            "percentage",
            "fixed_amount"
          ],
          "description": "`percentage` (percent off the order subtotal) or `fixed_amount` (amount off the order)."
        },
        "value": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 100000,
          "description": "Percent off, 1..100 (`percentage`, steps of 0.5), or amount off in the store currency's major units, 0.01..100000 with at most 2 decimals (`fixed_amount`)."
        },
        "usage_limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000000,
          "description": "Total uses allowed, 1..1000000; omitted = unlimited."
        },
        "once_per_customer": {
          "type": "boolean",
          "default": false,
          "description": "Each customer may use the code once (default false)."
        },
        "minimum_subtotal": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000,
          "description": "Order subtotal needed to use the code, in major units (at most 2 decimals); omitted = none."
        },
        "starts_at": {
          "type": "string",
          "format": "date-time",
          "maxLength": 40,
          "description": "When the code starts working (ISO 8601; stored and shown in UTC); omitted = when the card is applied."
        },
        "ends_at": {
          "type": "string",
          "format": "date-time",
          "maxLength": 40,
          "description": "When the code stops working (ISO 8601, UTC); must be after `starts_at` and in the future; omitted = open-ended."
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
          "code": "WINTER15",
          "discount_type": "percentage",
          "value": 15,
          "usage_limit": 500,
          "once_per_customer": true
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_create_gift_card",
    "method": "POST",
    "path": "/api/v1/tools/storefront_create_gift_card",
    "summary": "Propose a new gift card (code shown once)",
    "description": "Proposes a gift card worth `initial_value`. Proposed write: nothing changes\nuntil an operator approves the card in the dashboard; the call answers\n`status: proposed`, `applied: false` and an `approval_id` (a credential with\nauto-apply applies it at once).\n\nThe code is generated only when the card is applied: 16 characters from\n`ABCDEFGHJKLMNPQRSTUVWXYZ23456789` (no 0/O, 1/I), crypto-random, grouped as\n`XXXX-XXXX-XXXX-XXXX`. The service stores only its SHA-256 hash and its last\n4 characters, and shows the full code exactly once, as `reveal`\n(`gift_card_id`, `code`, `last_characters`):\n- applied within the call (auto-apply): in this call's answer (`reveal`);\n- approved later by an operator: in the first `approval_status` answer to the\n  credential that proposed it (`approval_status` needs `automation:read`;\n  that read erases it; any other credential gets `reveal: null`, and later\n  reads no `reveal`).\n\nThe approval card, its receipt and events and the dashboard never hold the\ncode (the plan is made before it exists); `get_promotion_detail` shows only\nits `last_characters`. A lost code cannot be\nrecovered: disable the card in the storefront admin and issue a new one.\n\nThe card lists the new gift card (`resource_kind` `gift_card`,\n`resource_ref` `new`) with `initial_value` and `balance` (before null, after\nthe value, major units), `customer_ref`, `expires_on` and `code` (after:\n`generated when applied, shown once`). `amount_cents` is the value in cents.\nReversibility is `compensatable`, `reversal` null: the card can be disabled\nin the storefront admin, but what was spent with it stays spent.\n\nScope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores\nonly (a store without one answers 404 `not_found`).\n\nParameters: `initial_value` (1..10000 major units, at most 2 decimals;\notherwise 400 naming `initial_value`), optional `customer_ref` (1..64),\n`note` (1..500), `expires_on` (`YYYY-MM-DD`, UTC, after today; otherwise 400\nnaming `expires_on`), `idempotency_key` (or the `Idempotency-Key` header).\n",
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
      "description": "Arguments of `storefront_create_gift_card`. The seed names no parameters; these, their bounds and defaults are this contract's design. There is no `code` argument: the service generates the code when the card is applied.",
      "required": [
        "initial_value"
      ],
      "additionalProperties": false,
      "properties": {
        "initial_value": {
          "type": "number",
          "minimum": 1,
          "maximum": 10000,
          "description": "Value in the store currency's major units, 1..10000 with at most 2 decimals."
        },
        "customer_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The customer it is for (storefront customer reference, e.g. `cus_...` from get_orders); omitted = anyone holding the code."
        },
        "note": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Internal note (not shown to the customer)."
        },
        "expires_on": {
          "type": "string",
          "format": "date",
          "maxLength": 10,
          "description": "Last day the card can be used (`YYYY-MM-DD`, UTC); must be after today; omitted = never expires."
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
          "initial_value": 50,
          "note": "Apology for a late delivery"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_create_refund",
    "method": "POST",
    "path": "/api/v1/tools/storefront_create_refund",
    "summary": "Propose a refund on an order",
    "description": "Proposes refunding part or all of an order: order lines with quantities, an\namount, or both. Proposed write: nothing changes until an operator approves the card in the\ndashboard; the call answers `status: proposed`, `applied: false` and an\n`approval_id` (a credential with auto-apply applies it at once). Idempotent\nwith `Idempotency-Key` (or `idempotency_key`): the same key answers the same\ncard.\n\nScope: `orders:write` (or the `write` / `admin` bundle). Storefront stores\nonly: on a store without a storefront (e.g. the wholesale business) the\noperation does not exist and answers 404 `not_found`.\n\n`order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.\n`5000000006300`) or its order number (`#6300` or `6300`); an order this store\ndoes not have answers 400 `invalid_request` naming `order_id`.\n\nRules (each refusal is 400 `invalid_request` naming the field):\n- at least one of `line_items` and `amount`;\n- each line once, belonging to the order, `quantity` at most its units not\n  refunded yet (`quantity` - `refunded_quantity` in get_orders);\n- the money refunded is at most the refundable remainder (`total` -\n  `refunded`); a fully refunded order has nothing left to refund;\n- without `amount`, the money is the lines' paid price (unit price less the\n  line's share of the order discount, plus its share of tax, rounded to the\n  cent); with `amount`, that amount (e.g. to add shipping), split over the\n  lines in proportion to their paid price;\n- `restock` needs `line_items` whose variants are still in the catalogue,\n  on an order that is not cancelled (a cancellation restocks its own units).\n\nThe card shows the order's `refunded` and `financial_status` before and\nafter, each line's `refunded_quantity`, and the units put back per variant\n(`restocked_units`). On approval everything is re-checked: a refund recorded\nin between changes the order's `refunded` and fails the card (nothing\napplied). Applying records the refund (source `service`) with its line items,\nupdates the order's `refunded` and `financial_status` (`partially_refunded`,\nor `refunded` once the whole total is refunded), adds restocked units to the\nvariants' `inventory_quantity`, and emits `order.refunded` (actor: the\ncredential that proposed the refund; who approved it is in\n`approval.decided`).\n\nReversibility: `compensatable`, no reversal: money paid out cannot be taken\nback by another write.\n\nGovernance: the card's `amount_cents` is the refund; a store rule can hold\nrefunds for a person even with auto-apply (the demo store's rule \"Refunds\nover 250 EUR wait for a person\" does).\n\nMoney: decimals in the store currency, major units (the card's `amount_cents`\nis integer cents). Times: ISO 8601 UTC.\n",
    "scope": "orders:write",
    "tier": "propose_write",
    "domain": "orders",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_create_refund`: the order, what to refund (order lines with quantities, an amount, or both), the reason, and whether the refunded units go back into stock.",
      "required": [
        "order_id",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "order_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
          "description": "The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."
        },
        "line_items": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "description": "Order lines to refund, each at most once, each `quantity` at most the line's units not refunded yet (`quantity` - `refunded_quantity` in get_orders). Without `amount`, the refund is the units' paid price: unit price less the line's share of the order discount, plus its share of tax (shipping is refunded only through `amount`).",
          "items": {
            "type": "object",
            "required": [
              "line_item_id",
              "quantity"
            ],
            "additionalProperties": false,
            "properties": {
              "line_item_id": {
                "type": "string",
                "format": "uuid",
                "maxLength": 36,
                "description": "The order line (`line_items[].id` in get_orders)."
              },
              "quantity": {
                "type": "integer",
                "minimum": 1,
                "maximum": 100000,
                "description": "Units of that line to refund."
              }
            }
          }
        },
        "amount": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1000000,
          "x-decimal-places": 2,
          "description": "Money to refund in the store currency's major units, above 0, at most 2 decimals, at most the order's refundable remainder (`total` - `refunded`). With `line_items` it replaces their computed price (e.g. to add shipping); without, it is an amount-only refund. At least one of `line_items` and `amount` is required."
        },
        "restock": {
          "type": "boolean",
          "default": false,
          "description": "Put the refunded units of `line_items` back into their variants' stock (default false). Needs `line_items`, and an order that is not cancelled."
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
          "description": "Why an order is refunded (the reasons of `OrderRefund`)."
        },
        "note": {
          "type": "string",
          "maxLength": 500,
          "description": "Note kept with the refund (shown on the card and in get_orders)."
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
          "order_id": "5000000006300",
          "amount": 10,
          "reason": "late_delivery",
          "note": "Goodwill for the delayed parcel"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_get_shop_profile",
    "method": "POST",
    "path": "/api/v1/tools/storefront_get_shop_profile",
    "summary": "Read the storefront's shop profile and published policies",
    "description": "The storefront's shop profile: its platform and primary domains, primary\nlocale, store currency, contact email and phone, business address, plan,\nweight unit, the published policies (refund, shipping, privacy, terms of\nservice, contact; each with title, text, URL and update time) and which of\nrefund / shipping / privacy / terms of service are missing, and the\ncountries it ships to (ISO 3166-1 alpha-2, sorted). Times are ISO 8601 UTC.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters: none (`{}`).\n\nErrors: 404 `not_found` when the storefront has not shared its profile yet\n(no profile row).\n\nHosted-storefront stores only: a business without a storefront has no shop profile, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `storefront_get_shop_profile`: none (send `{}`).",
      "additionalProperties": false,
      "properties": {},
      "examples": [
        {}
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The storefront's shop profile: domains, locale, contact, address, plan, published policies and where it ships.",
      "required": [
        "myshop_domain",
        "primary_domain",
        "primary_locale",
        "currency",
        "email",
        "phone",
        "address",
        "plan",
        "weight_unit",
        "policies",
        "missing_policies",
        "ships_to_countries",
        "created_at",
        "updated_at"
      ],
      "additionalProperties": false,
      "properties": {
        "myshop_domain": {
          "type": "string",
          "description": "The platform's own domain of the shop."
        },
        "primary_domain": {
          "type": "string",
          "description": "The domain customers see."
        },
        "primary_locale": {
          "type": "string",
          "description": "Primary locale (BCP 47, e.g. `en`)."
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "email": {
          "type": "string",
          "format": "email",
          "description": "Customer-facing contact email."
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "description": "Contact phone; null when none."
        },
        "address": {
          "type": "object",
          "description": "The shop's business address.",
          "required": [
            "address1",
            "address2",
            "city",
            "postal_code",
            "province_code",
            "country_code"
          ],
          "additionalProperties": false,
          "properties": {
            "address1": {
              "type": "string",
              "description": "Street and number."
            },
            "address2": {
              "type": [
                "string",
                "null"
              ],
              "description": "Second address line; null when none."
            },
            "city": {
              "type": "string",
              "description": "City."
            },
            "postal_code": {
              "type": "string",
              "description": "Postal code."
            },
            "province_code": {
              "type": [
                "string",
                "null"
              ],
              "description": "Province / state code; null when none."
            },
            "country_code": {
              "type": "string",
              "pattern": "^[A-Z]{2}$",
              "description": "ISO 3166-1 alpha-2 country code."
            }
          }
        },
        "plan": {
          "type": "string",
          "description": "The storefront platform plan."
        },
        "weight_unit": {
          "type": "string",
          "description": "Unit the storefront shows weights in (e.g. `g`, `kg`, `lb`)."
        },
        "policies": {
          "type": "array",
          "description": "Published policies, in the order refund, shipping, privacy, terms_of_service, contact.",
          "items": {
            "type": "object",
            "description": "One published shop policy.",
            "required": [
              "kind",
              "title",
              "body",
              "url",
              "updated_at"
            ],
            "additionalProperties": false,
            "properties": {
              "kind": {
                "type": "string",
                "description": "Kind of shop policy.",
                "enum": [
                  "refund",
                  "shipping",
                  "privacy",
                  "terms_of_service",
                  "contact"
                ]
              },
              "title": {
                "type": "string",
                "description": "Policy title as published."
              },
              "body": {
                "type": "string",
                "description": "Policy text (plain text)."
              },
              "url": {
                "type": "string",
                "format": "uri",
                "description": "Public URL of the policy page."
              },
              "updated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When it last changed (ISO 8601 UTC)."
              }
            }
          }
        },
        "missing_policies": {
          "type": "array",
          "description": "Of refund, shipping, privacy and terms_of_service, the kinds not published (an AI shopping agent looks for them; see `get_ai_readiness` check `shop_policies`).",
          "items": {
            "type": "string",
            "description": "Kind of shop policy.",
            "enum": [
              "refund",
              "shipping",
              "privacy",
              "terms_of_service",
              "contact"
            ]
          }
        },
        "ships_to_countries": {
          "type": "array",
          "description": "ISO 3166-1 alpha-2 codes the shop ships to, sorted.",
          "items": {
            "type": "string",
            "pattern": "^[A-Z]{2}$"
          }
        },
        "created_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the shop was created (ISO 8601 UTC)."
        },
        "updated_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the profile last changed (ISO 8601 UTC)."
        }
      }
    }
  },
  {
    "name": "storefront_list_markets",
    "method": "POST",
    "path": "/api/v1/tools/storefront_list_markets",
    "summary": "List the storefront's markets (countries, currency, languages)",
    "description": "The storefront's markets: each a group of countries (ISO 3166-1 alpha-2)\nsold to in one currency (ISO 4217) and a set of languages (BCP 47), with a\nprice adjustment in percent on the base prices, whether it is enabled and\nwhether it is the primary market. Ordered primary first, then by name.\n`base_currency` is the store currency prices are kept in.\n\nRead: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).\n\nParameters (optional): `enabled` true / false filters by state; omit for all.\nNo paging: a store has few markets.\n\nHosted-storefront stores only: a business without a storefront has no markets, and for it this tool does not exist (404 `not_found`).\n",
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
      "description": "Arguments of `storefront_list_markets`. All optional; `{}` lists every market.",
      "additionalProperties": false,
      "properties": {
        "enabled": {
          "type": "boolean",
          "description": "true = only enabled markets; false = only disabled ones; omit for all."
        }
      },
      "examples": [
        {},
        {
          "enabled": true
        }
      ]
    },
    "outputSchema": {
      "type": "object",
      "description": "The storefront's markets, primary first, then by name.",
      "required": [
        "base_currency",
        "markets",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "base_currency": {
          "type": "string",
          "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
          "pattern": "^[A-Z]{3}$",
          "examples": [
            "EUR"
          ]
        },
        "markets": {
          "type": "array",
          "description": "Markets, the primary one first, then by name.",
          "items": {
            "type": "object",
            "description": "One storefront market: a group of countries sold to in one currency and set of languages.",
            "required": [
              "id",
              "handle",
              "name",
              "primary",
              "enabled",
              "countries",
              "currency",
              "locales",
              "price_adjustment_percent",
              "created_at"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Market identifier."
              },
              "handle": {
                "type": "string",
                "description": "Market handle, unique in the store."
              },
              "name": {
                "type": "string",
                "description": "Market name."
              },
              "primary": {
                "type": "boolean",
                "description": "Whether this is the primary market (exactly one is)."
              },
              "enabled": {
                "type": "boolean",
                "description": "Whether the market is selling."
              },
              "countries": {
                "type": "array",
                "description": "ISO 3166-1 alpha-2 codes of the market's countries, sorted.",
                "items": {
                  "type": "string",
                  "pattern": "^[A-Z]{2}$"
                }
              },
              "currency": {
                "type": "string",
                "pattern": "^[A-Z]{3}$",
                "description": "ISO 4217 code customers in this market pay in."
              },
              "locales": {
                "type": "array",
                "description": "BCP 47 locale tags the market's storefront is shown in.",
                "items": {
                  "type": "string"
                }
              },
              "price_adjustment_percent": {
                "type": "number",
                "description": "Percent added to (positive) or taken off (negative) base prices in this market."
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the market was created (ISO 8601 UTC)."
              }
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "description": "Number of markets in `markets`."
        }
      }
    }
  },
  {
    "name": "storefront_set_metafield",
    "method": "POST",
    "path": "/api/v1/tools/storefront_set_metafield",
    "summary": "Propose creating or updating a product metafield",
    "description": "Proposes creating or updating one product metafield (`namespace` + `key`, unique per product). The card's change is field `metafields.<namespace>.<key>` with `before` `{type, value}` (null when the metafield does not exist yet) and `after` `{type, value}`, `value` as its typed JSON (`320`, `12.5`, `true`, `\"2026-12-01\"`, `[\"a\",\"b\"]`).\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.\n\n`namespace` is 3..255 and `key` 2..64 characters of `a-z`, `0-9`, `_` and `-`. `type` is one of `single_line_text_field`, `multi_line_text_field`, `number_integer`, `number_decimal`, `boolean`, `date`, `url`, `json`, `list.single_line_text_field`; `value` is sent as text (as the storefront's API takes it) and must follow the type's rule (see `type`), else 400 `invalid_request` naming `value` and the rule. Setting the value the metafield already holds answers 400 `invalid_request` naming `value`.\n\nReversibility: `reversible` for an existing metafield (the reversal sets the previous type and value back); a new metafield is `compensatable` with `reversal: null` (no operation deletes a metafield).\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `product_id` (UUID) or `handle`; `namespace`, `key`, `type`, `value` (required); `reason` (optional); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.\n",
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
      "description": "Arguments of `storefront_set_metafield`. Name the product by `product_id` or `handle` (exactly one).",
      "required": [
        "namespace",
        "key",
        "type",
        "value"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID `id` (from query_products). Give this or `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."
        },
        "namespace": {
          "type": "string",
          "minLength": 3,
          "maxLength": 255,
          "pattern": "^[a-z0-9_-]+$",
          "description": "Metafield namespace, 3..255 characters of `a-z`, `0-9`, `_` and `-` (e.g. `custom`)."
        },
        "key": {
          "type": "string",
          "minLength": 2,
          "maxLength": 64,
          "pattern": "^[a-z0-9_-]+$",
          "description": "Metafield key, 2..64 characters of `a-z`, `0-9`, `_` and `-` (e.g. `fabric_weight_gsm`)."
        },
        "type": {
          "type": "string",
          "enum": [
            "single_line_text_field",
            "multi_line_text_field",
            "number_integer",
            "number_decimal",
            "boolean",
            "date",
            "url",
            "json",
            "list.single_line_text_field"
          ],
          "description": "The storefront metafield type; `value` must follow its rule: `single_line_text_field` text without line breaks; `multi_line_text_field` any text; `number_integer` an integer such as `42` (at most 9007199254740991 in size); `number_decimal` a decimal such as `12.5` (at most 15 digits); `boolean` `true` or `false`; `date` a calendar date `YYYY-MM-DD`; `url` an absolute http or https URL; `json` a JSON document; `list.single_line_text_field` a JSON array of 1..128 non-empty strings without line breaks. Setting an existing metafield with another type replaces the type too."
        },
        "value": {
          "type": "string",
          "minLength": 1,
          "maxLength": 65536,
          "description": "The value as text (as the storefront's API takes it), at most 65536 characters, checked against `type`'s rule: a value that breaks it answers 400 `invalid_request` naming `value` and the rule."
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
          "handle": "alpine-cardigan",
          "namespace": "custom",
          "key": "fabric_weight_gsm",
          "type": "number_integer",
          "value": "320",
          "reason": "Shown in the size and fabric guide"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_set_product_status",
    "method": "POST",
    "path": "/api/v1/tools/storefront_set_product_status",
    "summary": "Propose a product's storefront status",
    "description": "Proposes setting a product's storefront status, in the storefront platform's own vocabulary: `active` (for sale), `draft` (hidden while being prepared) or `archived` (out of use). This is not the service lifecycle (`lifecycle_state`, moved by propose_state_transition): the two do not agree (a product can be `winner` in the service and `draft` on the storefront) and this operation never changes the lifecycle. The card shows `storefront_status` before and after.\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.\n\nEvery move between the three statuses is allowed, so the change is `reversible`: the reversal sets the previous status back. Setting the status the product already has answers 400 `invalid_request` naming `status`.\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `product_id` (UUID) or `handle`; `status` (required); `reason` (optional, at most 500 characters); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.\n",
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
      "description": "Arguments of `storefront_set_product_status`. Name the product by `product_id` or `handle` (exactly one).",
      "required": [
        "status"
      ],
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID `id` (from query_products). Give this or `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle, e.g. `brushed-henley`. Give this or `product_id`."
        },
        "status": {
          "type": "string",
          "description": "The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.",
          "enum": [
            "active",
            "draft",
            "archived"
          ]
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
          "handle": "brushed-henley",
          "status": "active",
          "reason": "Photos and copy are ready"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_update_content",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_content",
    "summary": "Propose new title, description or SEO text for a product",
    "description": "Proposes changing a product's storefront content: `title` (1..255 characters), `description_html` (HTML, at most 65536 characters), `seo_title` (at most 70 characters) and/or `seo_description` (at most 320 characters); `null` clears an SEO field. The card shows each field that changes, before and after, plus `content_version` (the version the change is based on, and the new one): a content change applied in between fails the card.\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.\n\nApplying updates the product and records the full content as a new content version (`content_versions`: version = previous + 1, author = the proposing credential id, source `service`, the approval card), and moves the product's `content_version` to it. Reversible: the reversal is storefront_update_content with the previous values (itself a new version).\n\nAt least one content field is required; fields given with the value they already have are left off the card; when nothing would change, 400 `invalid_request` names the first field given.\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `product_id` (UUID) or `handle`; `title`, `description_html`, `seo_title`, `seo_description` (at least one); `reason` (optional); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.\n",
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
      "description": "Arguments of `storefront_update_content`. Name the product by `product_id` or `handle` (exactly one); give at least one of `title`, `description_html`, `seo_title`, `seo_description`.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID `id` (from query_products). Give this or `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "New title, 1..255 characters (not only spaces)."
        },
        "description_html": {
          "type": "string",
          "maxLength": 65536,
          "description": "New description as HTML, at most 65536 characters; empty clears it."
        },
        "seo_title": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 70,
          "description": "New SEO title (search result headline), at most 70 characters; `null` clears it (the storefront then uses the title)."
        },
        "seo_description": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 320,
          "description": "New SEO description (search result snippet), at most 320 characters; `null` clears it."
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
          "handle": "alpine-cardigan",
          "seo_title": "Alpine Cardigan in Merino Wool | Northwind Outfitters",
          "seo_description": "A soft merino cardigan for cold mornings. Free returns within 30 days.",
          "reason": "Search snippet rewrite"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_update_shipping_address",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_shipping_address",
    "summary": "Propose a new shipping address for an order",
    "description": "Proposes replacing an order's shipping address before it ships. Proposed write: nothing changes until an operator approves the card in the\ndashboard; the call answers `status: proposed`, `applied: false` and an\n`approval_id` (a credential with auto-apply applies it at once). Idempotent\nwith `Idempotency-Key` (or `idempotency_key`): the same key answers the same\ncard.\n\nScope: `orders:write` (or the `write` / `admin` bundle). Storefront stores\nonly: on a store without a storefront (e.g. the wholesale business) the\noperation does not exist and answers 404 `not_found`.\n\n`order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.\n`5000000006300`) or its order number (`#6300` or `6300`); an order this store\ndoes not have answers 400 `invalid_request` naming `order_id`.\n\nRules (400 `invalid_request` naming the field): the order is `unfulfilled`\nand not cancelled (`order_id`: a fulfilled, partly fulfilled or cancelled\norder keeps its address); `shipping_address` has `name`, `address1` and an\nassigned ISO 3166-1 alpha-2 `country_code` (upper-cased); for `US`, `DE`, `FR`,\n`NL`, `BE`, `AT`, `DK`, `GB` and `IE` a `postal_code` in the country's format.\nFields are trimmed; empty optional fields are stored as null.\n\nThe card shows the address before and after; on approval a different current\naddress (changed in between) or a shipment fails the card. Applying sets\n`shipping_address` and `updated_at`.\n\nReversibility: `reversible`: the reversal is this operation with the previous\naddress (`compensatable` with no reversal when the order had none, e.g. a\npoint-of-sale order).\n",
    "scope": "orders:write",
    "tier": "propose_write",
    "domain": "orders",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_update_shipping_address`: the order (not fulfilled, not partly fulfilled, not cancelled) and its new shipping address.",
      "required": [
        "order_id",
        "shipping_address"
      ],
      "additionalProperties": false,
      "properties": {
        "order_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
          "description": "The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."
        },
        "shipping_address": {
          "type": "object",
          "description": "The new address. `name`, `address1` and `country_code` are required; leading and trailing spaces are trimmed and an empty optional field counts as absent (stored as null). For `US`, `DE`, `FR`, `NL`, `BE`, `AT`, `DK`, `GB` and `IE` the postal code is required and checked against the country's format (`NL` `1015 BN`, `GB` `E2 7DJ`, `US` `11211` or `11211-1234`); `country_code` must be an assigned ISO 3166-1 alpha-2 code.",
          "required": [
            "name",
            "address1",
            "country_code"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 255,
              "description": "Recipient's name."
            },
            "address1": {
              "type": "string",
              "minLength": 1,
              "maxLength": 255,
              "description": "Street and number."
            },
            "address2": {
              "type": "string",
              "maxLength": 255,
              "description": "Apartment, floor, company."
            },
            "city": {
              "type": "string",
              "maxLength": 120,
              "description": "City or town."
            },
            "province_code": {
              "type": "string",
              "maxLength": 10,
              "pattern": "^[A-Za-z0-9]{0,10}$",
              "description": "Subdivision code without the country prefix (e.g. `NY`, `NH`)."
            },
            "postal_code": {
              "type": "string",
              "maxLength": 20,
              "description": "Postal code."
            },
            "country_code": {
              "type": "string",
              "minLength": 2,
              "maxLength": 2,
              "pattern": "^[A-Za-z]{2}$",
              "description": "ISO 3166-1 alpha-2 country code (e.g. `NL`); upper-cased."
            },
            "phone": {
              "type": "string",
              "maxLength": 40,
              "pattern": "^[0-9+()./ -]*$",
              "description": "Recipient's phone (digits, spaces and `+()./-`)."
            }
          }
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
          "order_id": "5000000006298",
          "shipping_address": {
            "name": "Emma de Vries",
            "address1": "Prinsengracht 263",
            "address2": "2nd floor",
            "city": "Amsterdam",
            "province_code": "NH",
            "postal_code": "1016 GV",
            "country_code": "NL",
            "phone": "+31 20 555 0143"
          },
          "reason": "Customer moved before the parcel shipped"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_update_tags",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_tags",
    "summary": "Propose adding or removing product tags",
    "description": "Proposes adding and/or removing tags of one product. The card shows the product's tag list before and after (`tags`, arrays of strings in the product's order; added tags go at the end).\n\nProposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.\n\nTag rules, as the storefront applies them: each tag is trimmed and must then be 1..255 characters without a comma (the storefront keeps tags as a comma-separated list); tags compare case-insensitively (adding `Merino` to a product tagged `merino` changes nothing; removing `SALE` removes `sale`); a product has at most 250 tags. Give at least one tag in `add` or `remove`; a tag in both lists, a change that would leave the tags as they are, or more than 250 tags answers 400 `invalid_request` naming the argument (`add`, `remove`, or `add[i]` / `remove[i]` for one bad tag).\n\nReversible: the reversal removes what was added and adds back what was removed.\n\nScope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).\n\nParameters: `product_id` (UUID) or `handle`; `add` and `remove` (arrays of at most 250 tags, at least one non-empty); `reason` (optional, at most 500 characters); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.\n",
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
      "description": "Arguments of `storefront_update_tags`. Name the product by `product_id` or `handle` (exactly one); give at least one tag in `add` or `remove`.",
      "additionalProperties": false,
      "properties": {
        "product_id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36,
          "description": "The product's UUID `id` (from query_products). Give this or `handle`."
        },
        "handle": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."
        },
        "add": {
          "type": "array",
          "maxItems": 250,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 300
          },
          "description": "Tags to add (at most 250): each trimmed, then 1..255 characters and no comma; one the product has already (in any case) is left as it is."
        },
        "remove": {
          "type": "array",
          "maxItems": 250,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 300
          },
          "description": "Tags to remove (at most 250), matched case-insensitively after trimming; one the product does not have is ignored."
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
          "handle": "alpine-cardigan",
          "add": [
            "gift-guide-2026",
            "Merino"
          ],
          "reason": "Holiday gift guide"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
    "name": "storefront_update_variant_cost",
    "method": "POST",
    "path": "/api/v1/tools/storefront_update_variant_cost",
    "summary": "Propose a new unit cost for one variant",
    "description": "Proposes setting one variant's unit cost, as a person's entry (`cost_source`\n`manual`: tier `confirmed`, see get_product_costs). Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card shows\n`unit_cost` and `cost_tier` before → after; on approval both are re-read and, if\neither moved since the proposal, the card fails instead of applying. Reversible when a\ncost was recorded (the reversal sets the previous cost back); compensatable when none\nwas (a cost cannot be set back to \"unknown\").\n\nScope: `costs:write` (or the `write` / `admin` bundle). Storefront stores only.\n\nParameters: `variant_id` (storefront reference or UUID, required; an unknown one\nanswers 400 `invalid_request` naming `variant_id`), `unit_cost` (major units, 0..1000000,\nat most 2 decimals, required), `reason` (required), `idempotency_key` (optional; or the\n`Idempotency-Key` header).\n\nHosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).\n",
    "scope": "costs:write",
    "tier": "propose_write",
    "domain": "costs",
    "requiresStorefront": true,
    "sandboxOnly": false,
    "authority": null,
    "gated": true,
    "catalogue": true,
    "inputSchema": {
      "type": "object",
      "description": "Arguments of `storefront_update_variant_cost`.",
      "required": [
        "variant_id",
        "unit_cost",
        "reason"
      ],
      "additionalProperties": false,
      "properties": {
        "variant_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The variant: its storefront reference (`external_id` from get_variants or get_product_costs, e.g. `44012346633385`) or its UUID `id`."
        },
        "unit_cost": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000,
          "x-decimal-places": 2,
          "description": "New unit cost in the store currency's major units, 0..1000000, with at most 2 digits after the decimal point (`x-decimal-places: 2`); more decimals answer 400 `invalid_request` naming `unit_cost`."
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Why, shown on the approval card and the receipt."
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
          "variant_id": "44012346633385",
          "unit_cost": 58.4,
          "reason": "Supplier invoice 2026-114"
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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
            },
            "creates": {
              "type": "boolean",
              "description": "Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id."
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

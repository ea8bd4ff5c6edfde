// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/** The bundled AsyncAPI 3.0 document (spec/asyncapi, bundled by generators/src/asyncapi/bundle.ts). */
export const ASYNCAPI_DOCUMENT: Record<string, unknown> = {
  "asyncapi": "3.0.0",
  "id": "urn:storeops:events",
  "info": {
    "title": "Store Operations API events",
    "version": "1",
    "description": "The events of the Store Operations API, delivered to webhook subscribers\n(seed: Events). 21 event types are defined: 10 store events and 11 finance\nentity events. 19 publish; 2 are defined here with their payload but\nnothing emits them yet (`x-publishing: false`): a subscription may filter\non them and is saved with a `no_publisher_yet` warning.\n\n## Delivery\n\nThe service **sends**: for every event that matches a subscription, it\n`POST`s one CloudEvents 1.0 envelope in structured mode (`Content-Type:\napplication/cloudevents+json; charset=utf-8`) to the subscription's `url`.\nEach operation below is one event type delivered to that endpoint.\n\n- Subscribe with `POST /api/v1/subscriptions` (store events) or `POST\n  /api/v1/finance/subscriptions` with `entity_id` (finance events, per\n  set of books). A subscription needs `automation:write` plus the read\n  scope (`x-scope`) of every type it can receive.\n- At least once: the same event can arrive more than once; deduplicate on\n  `webhook-id` (the CloudEvents `id`, the same on every retry).\n- Answer any `2xx` within 10 seconds to acknowledge. Anything else (or a\n  timeout) is retried, 6 attempts in all, with jittered exponential\n  backoff. `410 Gone` unsubscribes the endpoint; 20 consecutive failed\n  deliveries disable it (re-enable it through the API or the dashboard).\n- Order is kept per subscription where the transport allows, but a retry\n  can overtake: order by `time` and read the current state when order\n  matters.\n\n## The envelope\n\n| Attribute | Value |\n|---|---|\n| `specversion` | `1.0` |\n| `id` | event id (UUID); equals the `webhook-id` header |\n| `source` | `/stores/{store_id}`: the store the event happened in |\n| `type` | the event type, e.g. `approval.decided` |\n| `subject` | the id named in the type's `x-subject` (e.g. the approval id) |\n| `time` | when it happened (RFC 3339, UTC) |\n| `datacontenttype` | `application/json` |\n| `data` | the type's payload (below) |\n| `sandbox` | `true` on events of a sandbox copy (a sandbox key's private demo store); absent on live events |\n\n## Payload conventions\n\n- Every `data` names its subject again as a typed id field\n  (`approval_id`, `order_id`, `entry_id`, ...); finance events also carry\n  `entity_id` (the set of books the subscription is for).\n- Where something changed, `data` says what it was before and what it is\n  now (`changes: [{field, before, after}]`, or a named `previous_*`\n  field), and who did it (`actor`).\n- Money: as in the API's results, a decimal in the currency's major units\n  with `currency` beside it (`24.5` = EUR 24.50), except approval events,\n  which mirror the Approval resource's `amount_cents` (integer cents) and\n  `currency`.\n- Timestamps are RFC 3339 in UTC; dates (`format: date`) are\n  `YYYY-MM-DD`.\n- Payloads are complete: every property listed is sent (a property\n  without a value is `null`, never omitted). Within version 1 changes are\n  additive only: new properties, new event types and new values of an\n  open vocabulary may appear, so a receiver ignores what it does not\n  know. Removing or renaming anything is a breaking change (seed:\n  Versioning).\n\n## Signature\n\nEvery delivery is signed with ES256 (ECDSA over P-256 with SHA-256) by a\nkey of the service; there is no shared secret. See the `webhookSignature`\nsecurity scheme for the headers, the signed content and how to verify\n(the shipped verifier `@storeops/webhooks` does it all), and for what is\nand is not compatible with stock Standard Webhooks libraries.\n",
    "contact": {
      "name": "Store Operations API"
    }
  },
  "defaultContentType": "application/cloudevents+json; charset=utf-8",
  "servers": {
    "subscriber": {
      "host": "{subscriber_host}",
      "protocol": "https",
      "pathname": "{subscriber_path}",
      "title": "The subscriber's endpoint",
      "description": "The `url` of a webhook subscription: the receiver's own HTTPS endpoint\n(never one that resolves to a private, loopback, link-local or CGNAT\naddress; checked when the subscription is created and again when every\ndelivery connects). The service is the client here: it sends each event\nto this endpoint.\n",
      "variables": {
        "subscriber_host": {
          "description": "Host (and port) of the subscription's `url`.",
          "examples": [
            "hooks.example.com"
          ]
        },
        "subscriber_path": {
          "description": "Path (and query) of the subscription's `url`.",
          "examples": [
            "/storeops/events"
          ]
        }
      },
      "security": [
        {
          "$ref": "#/components/securitySchemes/webhookSignature"
        }
      ]
    }
  },
  "channels": {
    "storeEvents": {
      "address": null,
      "title": "Store events",
      "description": "The subscription's `url`, for a store subscription (`POST\n/api/v1/subscriptions`). Receives the store events its `event_types`\nfilter and its scopes allow. The address is the subscriber's own, so it\nis not fixed here (`null`).\n",
      "servers": [
        {
          "$ref": "#/servers/subscriber"
        }
      ],
      "messages": {
        "order.created": {
          "$ref": "#/components/messages/order.created"
        },
        "order.refunded": {
          "$ref": "#/components/messages/order.refunded"
        },
        "product.price_changed": {
          "$ref": "#/components/messages/product.price_changed"
        },
        "cs.thread_escalated": {
          "$ref": "#/components/messages/cs.thread_escalated"
        },
        "campaign.status_changed": {
          "$ref": "#/components/messages/campaign.status_changed"
        },
        "compliance.finding_opened": {
          "$ref": "#/components/messages/compliance.finding_opened"
        },
        "approval.requested": {
          "$ref": "#/components/messages/approval.requested"
        },
        "approval.decided": {
          "$ref": "#/components/messages/approval.decided"
        },
        "approval.expired": {
          "$ref": "#/components/messages/approval.expired"
        },
        "intent.field_overwritten_externally": {
          "$ref": "#/components/messages/intent.field_overwritten_externally"
        }
      }
    },
    "financeEvents": {
      "address": null,
      "title": "Finance entity events",
      "description": "The subscription's `url`, for a finance subscription (`POST\n/api/v1/finance/subscriptions` with `entity_id`): the events of one\nfinance entity (set of books). Needs `finance:read`. Missed events can\nbe replayed from the finance change feed (`finance_changes`, 730 days).\n",
      "servers": [
        {
          "$ref": "#/servers/subscriber"
        }
      ],
      "messages": {
        "fin.entry.posted": {
          "$ref": "#/components/messages/fin.entry.posted"
        },
        "fin.entry.reversed": {
          "$ref": "#/components/messages/fin.entry.reversed"
        },
        "fin.period.closed": {
          "$ref": "#/components/messages/fin.period.closed"
        },
        "fin.period.reopened": {
          "$ref": "#/components/messages/fin.period.reopened"
        },
        "fin.bank.imported": {
          "$ref": "#/components/messages/fin.bank.imported"
        },
        "fin.bank_transaction.dismissed": {
          "$ref": "#/components/messages/fin.bank_transaction.dismissed"
        },
        "fin.bank_transaction.undismissed": {
          "$ref": "#/components/messages/fin.bank_transaction.undismissed"
        },
        "fin.bank_account.created": {
          "$ref": "#/components/messages/fin.bank_account.created"
        },
        "fin.bank_account.updated": {
          "$ref": "#/components/messages/fin.bank_account.updated"
        },
        "fin.bank.consent_expiring": {
          "$ref": "#/components/messages/fin.bank.consent_expiring"
        },
        "fin.einvoice.status_changed": {
          "$ref": "#/components/messages/fin.einvoice.status_changed"
        }
      }
    }
  },
  "operations": {
    "order.created": {
      "action": "send",
      "title": "Deliver order.created",
      "summary": "A new order was recorded.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/order.created"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "order.refunded": {
      "action": "send",
      "title": "Deliver order.refunded",
      "summary": "A refund was recorded against an order, by the service or a person.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/order.refunded"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "product.price_changed": {
      "action": "send",
      "title": "Deliver product.price_changed",
      "summary": "A variant's price or reference (compare-at) price changed on the storefront.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/product.price_changed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "cs.thread_escalated": {
      "action": "send",
      "title": "Deliver cs.thread_escalated",
      "summary": "A customer-service thread was escalated to a person.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/cs.thread_escalated"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "campaign.status_changed": {
      "action": "send",
      "title": "Deliver campaign.status_changed",
      "summary": "An ad campaign was paused or resumed, or its budget changed.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/campaign.status_changed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "compliance.finding_opened": {
      "action": "send",
      "title": "Deliver compliance.finding_opened",
      "summary": "A compliance audit opened a finding.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/compliance.finding_opened"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "approval.requested": {
      "action": "send",
      "title": "Deliver approval.requested",
      "summary": "An approval card now waits for the merchant: a proposed write, or an app asked the merchant to approve something.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/approval.requested"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "approval.decided": {
      "action": "send",
      "title": "Deliver approval.decided",
      "summary": "A person (or auto-apply, or a stop that applies at once) approved or rejected an approval card.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/approval.decided"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "approval.expired": {
      "action": "send",
      "title": "Deliver approval.expired",
      "summary": "An approval card's deadline passed with no decision; closed as not approved.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/approval.expired"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "intent.field_overwritten_externally": {
      "action": "send",
      "title": "Deliver intent.field_overwritten_externally",
      "summary": "A field the service set under an intent declaration was later changed by someone else; sent once per overwrite, when first read back.",
      "channel": {
        "$ref": "#/channels/storeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/storeEvents/messages/intent.field_overwritten_externally"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.entry.posted": {
      "action": "send",
      "title": "Deliver fin.entry.posted",
      "summary": "A journal entry was posted; the entries of a bulk import are announced once, by the import.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.entry.posted"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.entry.reversed": {
      "action": "send",
      "title": "Deliver fin.entry.reversed",
      "summary": "A journal entry was reversed by a new entry (the reversal).",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.entry.reversed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.period.closed": {
      "action": "send",
      "title": "Deliver fin.period.closed",
      "summary": "An accounting period was closed; nothing more is posted into it.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.period.closed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.period.reopened": {
      "action": "send",
      "title": "Deliver fin.period.reopened",
      "summary": "A closed accounting period was reopened.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.period.reopened"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank.imported": {
      "action": "send",
      "title": "Deliver fin.bank.imported",
      "summary": "A bank statement was imported: how many rows arrived, how many were new, how many duplicates.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank.imported"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank_transaction.dismissed": {
      "action": "send",
      "title": "Deliver fin.bank_transaction.dismissed",
      "summary": "A bank transaction was dismissed as `not_a_transaction` or `duplicate_of` another row; any booking of it was reversed.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank_transaction.dismissed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank_transaction.undismissed": {
      "action": "send",
      "title": "Deliver fin.bank_transaction.undismissed",
      "summary": "A bank transaction's dismissal was undone; it counts again.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank_transaction.undismissed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank_account.created": {
      "action": "send",
      "title": "Deliver fin.bank_account.created",
      "summary": "A bank, card, cash or PSP account was added, with its ledger account.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank_account.created"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank_account.updated": {
      "action": "send",
      "title": "Deliver fin.bank_account.updated",
      "summary": "A bank account's details changed; `fields` names which.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank_account.updated"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.bank.consent_expiring": {
      "action": "send",
      "title": "Deliver fin.bank.consent_expiring",
      "summary": "A bank connection's consent ends soon.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.bank.consent_expiring"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    },
    "fin.einvoice.status_changed": {
      "action": "send",
      "title": "Deliver fin.einvoice.status_changed",
      "summary": "An e-invoice message moved to a new Peppol status; `previous_status` says from where.",
      "channel": {
        "$ref": "#/channels/financeEvents"
      },
      "messages": [
        {
          "$ref": "#/channels/financeEvents/messages/fin.einvoice.status_changed"
        }
      ],
      "traits": [
        {
          "$ref": "#/components/operationTraits/webhookDelivery"
        }
      ]
    }
  },
  "components": {
    "securitySchemes": {
      "webhookSignature": {
        "type": "asymmetricEncryption",
        "description": "Every delivery is signed by the service with **ES256** (ECDSA over P-256\nwith SHA-256). There is no shared secret: verify with the service's public\nkey.\n\n| Item | Rule |\n|---|---|\n| `webhook-id` | the event id (the CloudEvents `id`); the same on every retry |\n| `webhook-timestamp` | Unix seconds (decimal integer) when the attempt was signed |\n| `webhook-signature` | `v1a,` + base64url (no padding) of the raw 64-byte signature r‖s (IEEE P1363, not DER) |\n| `webhook-key-id` | the `kid` of the signing key in the JWKS |\n| Signed content | the UTF-8 bytes of `{webhook-id}.{webhook-timestamp}.` followed by the body bytes exactly as received |\n| Public keys | `GET /.well-known/jwks.json`: `{\"keys\": [{\"kty\": \"EC\", \"crv\": \"P-256\", \"x\", \"y\", \"kid\", \"alg\": \"ES256\", \"use\": \"sig\"}]}` |\n| Replay window | the receiver's choice; the reference verifier refuses a timestamp more than 300 seconds from its clock |\n\nTo verify: take the body as raw bytes (before any JSON parsing), find the\nJWK whose `kid` is `webhook-key-id` (fetch the JWKS again once when the\n`kid` is unknown: a new key is published before it signs anything, and an\nold one stays published during the rotation overlap, so a receiver never\nneeds a change to survive a rotation), check the timestamp, and verify the\nsignature over the signed content. WebCrypto's ECDSA (`crypto.subtle.verify`\nwith `{name: \"ECDSA\", hash: \"SHA-256\"}`) takes exactly this r‖s format;\nNode's `crypto.verify` takes it with `dsaEncoding: \"ieee-p1363\"`. Then\ndeduplicate on `webhook-id`. `@storeops/webhooks` (`verifyWebhook`) does all\nof this and returns the typed event.\n\n**Standard Webhooks compatibility.** The header names, the signed content\n`{id}.{timestamp}.{body}` and the `v1a,` version prefix follow the\nStandard Webhooks specification,\nso its receiving-side rules (timestamp tolerance, dedupe on `webhook-id`,\nraw body) apply unchanged. What differs, so **stock Standard Webhooks\nlibraries cannot verify these deliveries**:\n\n- Standard Webhooks defines `v1a` as Ed25519; here `v1a` is ES256\n  (ECDSA P-256, SHA-256).\n- Standard Webhooks encodes signatures in standard base64; here it is\n  base64url without padding.\n- Standard Webhooks has no `webhook-key-id`: its asymmetric keys are\n  configured out of band (`whpk_...`); here the key is named by\n  `webhook-key-id` and fetched from the public JWKS, which is what makes\n  rotation need no receiver change.\n- There is no `v1` (HMAC-SHA256 with a shared `whsec_...` secret)\n  signature, and `webhook-signature` carries exactly one signature (a\n  stock library would accept a space-separated list).\n\nUse `@storeops/webhooks`, or any ES256 verifier (jose, WebCrypto,\n`node:crypto`) with the rules above.\n"
      }
    },
    "operationTraits": {
      "webhookDelivery": {
        "description": "The service sends one `POST` per delivery attempt to the subscription's\n`url`, with the signed headers and the envelope as the body. Answer `2xx`\nwithin 10 seconds to acknowledge; `410` unsubscribes the endpoint; anything\nelse is a failed attempt, retried (6 attempts in all, jittered exponential\nbackoff).\n",
        "security": [
          {
            "$ref": "#/components/securitySchemes/webhookSignature"
          }
        ],
        "bindings": {
          "http": {
            "bindingVersion": "0.3.0",
            "method": "POST"
          }
        }
      }
    },
    "messageTraits": {
      "cloudEvent": {
        "contentType": "application/cloudevents+json; charset=utf-8",
        "headers": {
          "$ref": "#/components/schemas/DeliveryHeaders"
        },
        "bindings": {
          "http": {
            "bindingVersion": "0.3.0",
            "headers": {
              "$ref": "#/components/schemas/DeliveryHeaders"
            }
          }
        }
      }
    },
    "messages": {
      "order.created": {
        "name": "order.created",
        "title": "order.created",
        "summary": "A new order was recorded.",
        "x-family": "store",
        "x-scope": "orders:read",
        "x-publishing": true,
        "x-subject": "order id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `order.created` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "order.created"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The order id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/OrderCreatedData"
            }
          }
        }
      },
      "order.refunded": {
        "name": "order.refunded",
        "title": "order.refunded",
        "summary": "A refund was recorded against an order, by the service or a person.",
        "x-family": "store",
        "x-scope": "orders:read",
        "x-publishing": true,
        "x-subject": "order id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `order.refunded` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "order.refunded"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The order id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/OrderRefundedData"
            }
          }
        }
      },
      "product.price_changed": {
        "name": "product.price_changed",
        "title": "product.price_changed",
        "summary": "A variant's price or reference (compare-at) price changed on the storefront.",
        "x-family": "store",
        "x-scope": "catalog:read",
        "x-publishing": true,
        "x-subject": "variant id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `product.price_changed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "product.price_changed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The variant id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/ProductPriceChangedData"
            }
          }
        }
      },
      "cs.thread_escalated": {
        "name": "cs.thread_escalated",
        "title": "cs.thread_escalated",
        "summary": "A customer-service thread was escalated to a person.",
        "x-family": "store",
        "x-scope": "cs:read",
        "x-publishing": true,
        "x-subject": "thread id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `cs.thread_escalated` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "cs.thread_escalated"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The thread id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/CsThreadEscalatedData"
            }
          }
        }
      },
      "campaign.status_changed": {
        "name": "campaign.status_changed",
        "title": "campaign.status_changed",
        "summary": "An ad campaign was paused or resumed, or its budget changed.",
        "x-family": "store",
        "x-scope": "ads:read",
        "x-publishing": true,
        "x-subject": "campaign id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `campaign.status_changed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "campaign.status_changed"
            },
            "subject": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "description": "The campaign id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/CampaignStatusChangedData"
            }
          }
        },
        "examples": [
          {
            "name": "budget_raised",
            "summary": "An approved ads_set_campaign_budget raised a campaign's daily budget",
            "headers": {
              "webhook-id": "3b9e2d1c-0a4f-4e6b-8c7d-5f6a7b8c9d0e",
              "webhook-timestamp": "1795600000",
              "webhook-signature": "v1a,Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYm",
              "webhook-key-id": "sig-2026-11-01",
              "content-type": "application/cloudevents+json; charset=utf-8"
            },
            "payload": {
              "specversion": "1.0",
              "id": "3b9e2d1c-0a4f-4e6b-8c7d-5f6a7b8c9d0e",
              "source": "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60",
              "type": "campaign.status_changed",
              "subject": "cmp_4821907365",
              "time": "2026-11-24T13:06:40.000Z",
              "datacontenttype": "application/json",
              "data": {
                "campaign_id": "cmp_4821907365",
                "platform": "google_ads",
                "name": "Shopping - Alpine Crew Sweater",
                "status": "enabled",
                "daily_budget": 85,
                "bidding": "target_roas",
                "currency": "EUR",
                "fields": [
                  "daily_budget"
                ],
                "previous": {
                  "daily_budget": 60
                },
                "actor": {
                  "type": "operator",
                  "id": "ops@northwind-outfitters.example"
                },
                "receipt_id": "9c8b7a6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d"
              }
            }
          }
        ]
      },
      "compliance.finding_opened": {
        "name": "compliance.finding_opened",
        "title": "compliance.finding_opened",
        "summary": "A compliance audit opened a finding.",
        "x-family": "store",
        "x-scope": "automation:read",
        "x-publishing": false,
        "x-subject": "finding id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `compliance.finding_opened` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "compliance.finding_opened"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The finding id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/ComplianceFindingOpenedData"
            }
          }
        }
      },
      "approval.requested": {
        "name": "approval.requested",
        "title": "approval.requested",
        "summary": "An approval card now waits for the merchant: a proposed write, or an app asked the merchant to approve something.",
        "x-family": "store",
        "x-scope": "automation:read",
        "x-publishing": true,
        "x-subject": "approval id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `approval.requested` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "approval.requested"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The approval id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/ApprovalRequestedData"
            }
          }
        },
        "examples": [
          {
            "name": "proposed_price_change",
            "summary": "A proposed price change waits for an operator",
            "headers": {
              "webhook-id": "5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
              "webhook-timestamp": "1795500000",
              "webhook-signature": "v1a,Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYm",
              "webhook-key-id": "sig-2026-11-01",
              "content-type": "application/cloudevents+json; charset=utf-8"
            },
            "payload": {
              "specversion": "1.0",
              "id": "5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
              "source": "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60",
              "type": "approval.requested",
              "subject": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
              "time": "2026-11-23T09:20:00.000Z",
              "datacontenttype": "application/json",
              "data": {
                "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
                "kind": "proposed_write",
                "operation": "storefront_update_variant_price",
                "title": "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR",
                "amount_cents": null,
                "currency": null,
                "reversibility_class": "reversible",
                "change": {
                  "title": "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR",
                  "changes": [
                    {
                      "resource_kind": "variant",
                      "resource_ref": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                      "field": "price",
                      "before": 49,
                      "after": 44
                    }
                  ],
                  "amount_cents": null,
                  "reversibility_class": "reversible",
                  "reversal": {
                    "operation": "storefront_update_variant_price",
                    "arguments": {
                      "variant_id": "44012345678901",
                      "new_price": 49
                    },
                    "description": "Set the price back to 49.00 EUR"
                  }
                },
                "requested_by": "cred_4b1d2c3e",
                "actor": {
                  "type": "credential",
                  "id": "cred_4b1d2c3e"
                },
                "requested_at": "2026-11-23T09:20:00.000Z",
                "expires_at": "2026-11-26T09:20:00.000Z",
                "links": {
                  "status": {
                    "operation": "approval_status",
                    "path": "/api/v1/approvals/status",
                    "arguments": {
                      "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f"
                    }
                  },
                  "dashboard": "/dashboard/approvals"
                }
              }
            }
          }
        ]
      },
      "approval.decided": {
        "name": "approval.decided",
        "title": "approval.decided",
        "summary": "A person (or auto-apply, or a stop that applies at once) approved or rejected an approval card.",
        "x-family": "store",
        "x-scope": "automation:read",
        "x-publishing": true,
        "x-subject": "approval id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `approval.decided` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "approval.decided"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The approval id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/ApprovalDecidedData"
            }
          }
        },
        "examples": [
          {
            "name": "approved_by_operator",
            "summary": "An operator approved; the change was applied",
            "headers": {
              "webhook-id": "6e1d2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a",
              "webhook-timestamp": "1795503600",
              "webhook-signature": "v1a,Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYm",
              "webhook-key-id": "sig-2026-11-01",
              "content-type": "application/cloudevents+json; charset=utf-8"
            },
            "payload": {
              "specversion": "1.0",
              "id": "6e1d2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a",
              "source": "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60",
              "type": "approval.decided",
              "subject": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
              "time": "2026-11-23T10:20:00.000Z",
              "datacontenttype": "application/json",
              "data": {
                "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
                "kind": "proposed_write",
                "operation": "storefront_update_variant_price",
                "title": "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR",
                "amount_cents": null,
                "currency": null,
                "reversibility_class": "reversible",
                "status": "approved",
                "decision": "approve",
                "applied": true,
                "reason": null,
                "receipt_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                "requested_by": "cred_4b1d2c3e",
                "decided_by": "maria@northwind.example",
                "actor": {
                  "type": "operator",
                  "id": "maria@northwind.example"
                },
                "decided_at": "2026-11-23T10:20:00.000Z",
                "links": {
                  "status": {
                    "operation": "approval_status",
                    "path": "/api/v1/approvals/status",
                    "arguments": {
                      "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f"
                    }
                  },
                  "dashboard": "/dashboard/approvals"
                }
              }
            }
          }
        ]
      },
      "approval.expired": {
        "name": "approval.expired",
        "title": "approval.expired",
        "summary": "An approval card's deadline passed with no decision; closed as not approved.",
        "x-family": "store",
        "x-scope": "automation:read",
        "x-publishing": true,
        "x-subject": "approval id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `approval.expired` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "approval.expired"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The approval id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/ApprovalExpiredData"
            }
          }
        },
        "examples": [
          {
            "name": "deadline_passed",
            "summary": "Nobody decided within 72 hours",
            "headers": {
              "webhook-id": "7f2e3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b",
              "webhook-timestamp": "1795759200",
              "webhook-signature": "v1a,Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYm",
              "webhook-key-id": "sig-2026-11-01",
              "content-type": "application/cloudevents+json; charset=utf-8"
            },
            "payload": {
              "specversion": "1.0",
              "id": "7f2e3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b",
              "source": "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60",
              "type": "approval.expired",
              "subject": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
              "time": "2026-11-26T09:20:00.000Z",
              "datacontenttype": "application/json",
              "data": {
                "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f",
                "kind": "proposed_write",
                "operation": "storefront_update_variant_price",
                "title": "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR",
                "amount_cents": null,
                "currency": null,
                "reversibility_class": "reversible",
                "status": "expired",
                "reason": "deadline passed with no decision",
                "requested_by": "cred_4b1d2c3e",
                "actor": {
                  "type": "service",
                  "id": "expiry"
                },
                "requested_at": "2026-11-23T09:20:00.000Z",
                "expires_at": "2026-11-26T09:20:00.000Z",
                "expired_at": "2026-11-26T09:20:00.000Z",
                "links": {
                  "status": {
                    "operation": "approval_status",
                    "path": "/api/v1/approvals/status",
                    "arguments": {
                      "approval_id": "0b8f6d2e-5c4a-4e1b-9f3d-7a6b5c4d3e2f"
                    }
                  },
                  "dashboard": "/dashboard/approvals"
                }
              }
            }
          }
        ]
      },
      "intent.field_overwritten_externally": {
        "name": "intent.field_overwritten_externally",
        "title": "intent.field_overwritten_externally",
        "summary": "A field the service set under an intent declaration was later changed by someone else; sent once per overwrite, when first read back.",
        "x-family": "store",
        "x-scope": "automation:read",
        "x-publishing": true,
        "x-subject": "intent (declaration) id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `intent.field_overwritten_externally` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "intent.field_overwritten_externally"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The intent (declaration) id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/IntentFieldOverwrittenExternallyData"
            }
          }
        },
        "examples": [
          {
            "name": "budget_changed_on_platform",
            "summary": "Someone changed an owned campaign budget on the ad platform",
            "headers": {
              "webhook-id": "8a3f4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c",
              "webhook-timestamp": "1795600000",
              "webhook-signature": "v1a,Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYm",
              "webhook-key-id": "sig-2026-11-01",
              "content-type": "application/cloudevents+json; charset=utf-8"
            },
            "payload": {
              "specversion": "1.0",
              "id": "8a3f4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c",
              "source": "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60",
              "type": "intent.field_overwritten_externally",
              "subject": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
              "time": "2026-11-24T13:06:40.000Z",
              "datacontenttype": "application/json",
              "data": {
                "intent_id": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                "resource_kind": "campaign",
                "resource_ref": "cmp_2a7f9c41d0",
                "field": "daily_budget",
                "desired": 321.5,
                "observed": 50,
                "currency": "EUR",
                "owner_credential_id": "cred_4b1d2c3e",
                "actor": {
                  "type": "external",
                  "id": null
                },
                "observed_at": "2026-11-24T13:06:40.000Z",
                "links": {
                  "status": {
                    "operation": "intent_status",
                    "path": "/api/v1/intent/status",
                    "arguments": {
                      "intent_id": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "fin.entry.posted": {
        "name": "fin.entry.posted",
        "title": "fin.entry.posted",
        "summary": "A journal entry was posted; the entries of a bulk import are announced once, by the import.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "entry id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.entry.posted` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.entry.posted"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The entry id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinEntryPostedData"
            }
          }
        }
      },
      "fin.entry.reversed": {
        "name": "fin.entry.reversed",
        "title": "fin.entry.reversed",
        "summary": "A journal entry was reversed by a new entry (the reversal).",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "reversal entry id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.entry.reversed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.entry.reversed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The reversal entry id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinEntryReversedData"
            }
          }
        }
      },
      "fin.period.closed": {
        "name": "fin.period.closed",
        "title": "fin.period.closed",
        "summary": "An accounting period was closed; nothing more is posted into it.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "period id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.period.closed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.period.closed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The period id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinPeriodClosedData"
            }
          }
        }
      },
      "fin.period.reopened": {
        "name": "fin.period.reopened",
        "title": "fin.period.reopened",
        "summary": "A closed accounting period was reopened.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "period id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.period.reopened` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.period.reopened"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The period id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinPeriodReopenedData"
            }
          }
        }
      },
      "fin.bank.imported": {
        "name": "fin.bank.imported",
        "title": "fin.bank.imported",
        "summary": "A bank statement was imported: how many rows arrived, how many were new, how many duplicates.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "import id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank.imported` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank.imported"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The import id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankImportedData"
            }
          }
        }
      },
      "fin.bank_transaction.dismissed": {
        "name": "fin.bank_transaction.dismissed",
        "title": "fin.bank_transaction.dismissed",
        "summary": "A bank transaction was dismissed as `not_a_transaction` or `duplicate_of` another row; any booking of it was reversed.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "bank transaction id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank_transaction.dismissed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank_transaction.dismissed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The bank transaction id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankTransactionDismissedData"
            }
          }
        }
      },
      "fin.bank_transaction.undismissed": {
        "name": "fin.bank_transaction.undismissed",
        "title": "fin.bank_transaction.undismissed",
        "summary": "A bank transaction's dismissal was undone; it counts again.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "bank transaction id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank_transaction.undismissed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank_transaction.undismissed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The bank transaction id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankTransactionUndismissedData"
            }
          }
        }
      },
      "fin.bank_account.created": {
        "name": "fin.bank_account.created",
        "title": "fin.bank_account.created",
        "summary": "A bank, card, cash or PSP account was added, with its ledger account.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "bank account id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank_account.created` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank_account.created"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The bank account id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankAccountCreatedData"
            }
          }
        }
      },
      "fin.bank_account.updated": {
        "name": "fin.bank_account.updated",
        "title": "fin.bank_account.updated",
        "summary": "A bank account's details changed; `fields` names which.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "bank account id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank_account.updated` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank_account.updated"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The bank account id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankAccountUpdatedData"
            }
          }
        }
      },
      "fin.bank.consent_expiring": {
        "name": "fin.bank.consent_expiring",
        "title": "fin.bank.consent_expiring",
        "summary": "A bank connection's consent ends soon.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": false,
        "x-subject": "bank connection id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.bank.consent_expiring` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.bank.consent_expiring"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The bank connection id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinBankConsentExpiringData"
            }
          }
        }
      },
      "fin.einvoice.status_changed": {
        "name": "fin.einvoice.status_changed",
        "title": "fin.einvoice.status_changed",
        "summary": "An e-invoice message moved to a new Peppol status; `previous_status` says from where.",
        "x-family": "finance",
        "x-scope": "finance:read",
        "x-publishing": true,
        "x-subject": "e-invoice message id",
        "traits": [
          {
            "$ref": "#/components/messageTraits/cloudEvent"
          }
        ],
        "payload": {
          "type": "object",
          "description": "The CloudEvents 1.0 envelope of `fin.einvoice.status_changed` (structured mode).",
          "additionalProperties": false,
          "required": [
            "specversion",
            "id",
            "source",
            "type",
            "subject",
            "time",
            "datacontenttype",
            "data"
          ],
          "properties": {
            "specversion": {
              "$ref": "#/components/schemas/SpecVersion"
            },
            "id": {
              "$ref": "#/components/schemas/EventId"
            },
            "source": {
              "$ref": "#/components/schemas/EventSource"
            },
            "type": {
              "type": "string",
              "const": "fin.einvoice.status_changed"
            },
            "subject": {
              "type": "string",
              "format": "uuid",
              "description": "The e-invoice message id."
            },
            "time": {
              "$ref": "#/components/schemas/EventTime"
            },
            "datacontenttype": {
              "$ref": "#/components/schemas/DataContentType"
            },
            "sandbox": {
              "$ref": "#/components/schemas/Sandbox"
            },
            "data": {
              "$ref": "#/components/schemas/FinEinvoiceStatusChangedData"
            }
          }
        }
      }
    },
    "schemas": {
      "Actor": {
        "type": "object",
        "description": "Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n",
        "required": [
          "type",
          "id"
        ],
        "additionalProperties": false,
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "operator",
              "credential",
              "service",
              "external"
            ]
          },
          "id": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 320
          }
        }
      },
      "ApiCall": {
        "type": "object",
        "description": "The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n",
        "required": [
          "operation",
          "path",
          "arguments"
        ],
        "additionalProperties": false,
        "properties": {
          "operation": {
            "type": "string",
            "description": "The operation's name (REST `operationId`, MCP tool name)."
          },
          "path": {
            "type": "string",
            "description": "Path of the operation, relative to the service's base URL."
          },
          "arguments": {
            "type": "object",
            "description": "The JSON body to send.",
            "additionalProperties": {
              "type": "string"
            }
          }
        }
      },
      "ApprovalDecidedData": {
        "type": "object",
        "description": "A card left `requested` by a decision. `status`:\n- `approved`: approved; for a proposed write the change was applied\n  (`applied: true`, `receipt_id`); for an app request the app may now act;\n- `rejected`: a person rejected it (`reason` as given, or null);\n- `failed`: a person approved, but the world had moved since the proposal\n  or a store rule now refuses it, so nothing was applied (`reason` says why).\n`decided_by` is the card's field (operator email, `auto-apply`,\n`immediate` for a stop that applies at once, `test_helper:<credential id>`\nin a sandbox); `actor` says the same as a typed actor.\n",
        "required": [
          "approval_id",
          "kind",
          "operation",
          "title",
          "amount_cents",
          "currency",
          "reversibility_class",
          "status",
          "decision",
          "applied",
          "reason",
          "receipt_id",
          "requested_by",
          "decided_by",
          "actor",
          "decided_at",
          "links"
        ],
        "additionalProperties": false,
        "properties": {
          "approval_id": {
            "type": "string",
            "format": "uuid",
            "description": "The card's id (also the event's `subject`)."
          },
          "kind": {
            "$ref": "#/components/schemas/ApprovalKind"
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
            "pattern": "^[A-Z]{3}$"
          },
          "reversibility_class": {
            "$ref": "#/components/schemas/ReversibilityClass"
          },
          "status": {
            "type": "string",
            "enum": [
              "approved",
              "rejected",
              "failed"
            ],
            "description": "The card's state after the decision."
          },
          "decision": {
            "type": "string",
            "enum": [
              "approve",
              "reject"
            ],
            "description": "What the decider chose (`failed` follows an `approve`)."
          },
          "applied": {
            "type": "boolean",
            "description": "True when the service applied the change (an approved proposed write)."
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "Why it was rejected or failed; null when approved or rejected without a reason."
          },
          "receipt_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "Receipt of the applied change; null unless `applied`."
          },
          "requested_by": {
            "type": "string",
            "description": "Credential id that created the card."
          },
          "decided_by": {
            "type": "string",
            "description": "The card's `decided_by`."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "decided_at": {
            "type": "string",
            "format": "date-time"
          },
          "links": {
            "$ref": "#/components/schemas/ApprovalLinks"
          }
        }
      },
      "ApprovalExpiredData": {
        "type": "object",
        "description": "A card's deadline passed with no decision; it is closed as not approved (`status` `expired`) and nothing was applied.",
        "required": [
          "approval_id",
          "kind",
          "operation",
          "title",
          "amount_cents",
          "currency",
          "reversibility_class",
          "status",
          "reason",
          "requested_by",
          "actor",
          "requested_at",
          "expires_at",
          "expired_at",
          "links"
        ],
        "additionalProperties": false,
        "properties": {
          "approval_id": {
            "type": "string",
            "format": "uuid",
            "description": "The card's id (also the event's `subject`)."
          },
          "kind": {
            "$ref": "#/components/schemas/ApprovalKind"
          },
          "operation": {
            "type": [
              "string",
              "null"
            ],
            "description": "The operation the card would have applied (proposed writes); null for app requests."
          },
          "title": {
            "type": "string"
          },
          "amount_cents": {
            "type": [
              "integer",
              "null"
            ]
          },
          "currency": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[A-Z]{3}$"
          },
          "reversibility_class": {
            "$ref": "#/components/schemas/ReversibilityClass"
          },
          "status": {
            "type": "string",
            "const": "expired"
          },
          "reason": {
            "type": "string",
            "description": "Always `deadline passed with no decision`."
          },
          "requested_by": {
            "type": "string",
            "description": "Credential id that created the card."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "requested_at": {
            "type": "string",
            "format": "date-time"
          },
          "expires_at": {
            "type": "string",
            "format": "date-time",
            "description": "The deadline that passed."
          },
          "expired_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the service closed the card (at or after `expires_at`)."
          },
          "links": {
            "$ref": "#/components/schemas/ApprovalLinks"
          }
        }
      },
      "ApprovalKind": {
        "type": "string",
        "enum": [
          "proposed_write",
          "app_request"
        ],
        "description": "`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."
      },
      "ApprovalLinks": {
        "type": "object",
        "description": "Where to look at the card.",
        "required": [
          "status",
          "dashboard"
        ],
        "additionalProperties": false,
        "properties": {
          "status": {
            "$ref": "#/components/schemas/ApiCall"
          },
          "dashboard": {
            "type": "string",
            "pattern": "^/",
            "description": "The dashboard page where an operator decides cards (relative to the service's base URL).",
            "examples": [
              "/dashboard/approvals"
            ]
          }
        }
      },
      "ApprovalRequestedData": {
        "type": "object",
        "description": "A card now waits for an operator: either a proposed write that was not\napplied at once (no auto-apply, a store rule held it, or it hands authority\nback to automation), or an app's approval request (`POST /api/v1/approvals`).\nMirrors the card (`approval_status`) at the moment it was created.\n",
        "required": [
          "approval_id",
          "kind",
          "operation",
          "title",
          "amount_cents",
          "currency",
          "reversibility_class",
          "change",
          "requested_by",
          "actor",
          "requested_at",
          "expires_at",
          "links"
        ],
        "additionalProperties": false,
        "properties": {
          "approval_id": {
            "type": "string",
            "format": "uuid",
            "description": "The card's id (also the event's `subject`)."
          },
          "kind": {
            "$ref": "#/components/schemas/ApprovalKind"
          },
          "operation": {
            "type": [
              "string",
              "null"
            ],
            "description": "The operation applied on approval (proposed writes), e.g. `storefront_update_variant_price`; null for app requests."
          },
          "title": {
            "type": "string",
            "description": "One line for a person, as on the card."
          },
          "amount_cents": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Money at stake in cents of `currency`; null when the request has no monetary size."
          },
          "currency": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[A-Z]{3}$",
            "description": "ISO 4217 code of `amount_cents`; null exactly when `amount_cents` is."
          },
          "reversibility_class": {
            "$ref": "#/components/schemas/ReversibilityClass"
          },
          "change": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ChangePlan"
              },
              {
                "type": "null"
              }
            ],
            "description": "The exact change, every field with its `before` and `after` (proposed writes); null for app requests."
          },
          "requested_by": {
            "type": "string",
            "description": "Credential id that created the card (the card's `requested_by`)."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "requested_at": {
            "type": "string",
            "format": "date-time"
          },
          "expires_at": {
            "type": "string",
            "format": "date-time",
            "description": "Deadline; without a decision by then the card expires (`approval.expired`)."
          },
          "links": {
            "$ref": "#/components/schemas/ApprovalLinks"
          }
        }
      },
      "CampaignStatusChangedData": {
        "type": "object",
        "description": "An ad campaign was paused or resumed, or its budget or bidding changed, by\nthe service (an applied write: `receipt_id` set) or on the ad platform\n(`actor.type` `external`). `fields` names what changed; `previous` holds\nexactly those fields' values before.\n",
        "required": [
          "campaign_id",
          "platform",
          "name",
          "status",
          "daily_budget",
          "bidding",
          "currency",
          "fields",
          "previous",
          "actor",
          "receipt_id"
        ],
        "additionalProperties": false,
        "properties": {
          "campaign_id": {
            "type": "string",
            "description": "The campaign's id (also the event's `subject`)."
          },
          "platform": {
            "type": "string",
            "description": "The platform the campaign runs on (the campaign's `channel`).",
            "enum": [
              "google_ads",
              "meta",
              "microsoft_ads",
              "marketplace"
            ]
          },
          "name": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "enum": [
              "enabled",
              "paused",
              "removed"
            ]
          },
          "daily_budget": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "description": "Daily budget now in `currency`; null when the campaign has none of its own (shared budget)."
          },
          "bidding": {
            "type": "string",
            "description": "The bidding strategy now, e.g. `maximize_conversions`."
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "fields": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "status",
                "daily_budget",
                "bidding"
              ]
            }
          },
          "previous": {
            "type": "object",
            "additionalProperties": false,
            "description": "The changed fields' values before the change.",
            "properties": {
              "status": {
                "type": "string",
                "enum": [
                  "enabled",
                  "paused",
                  "removed"
                ]
              },
              "daily_budget": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0
              },
              "bidding": {
                "type": "string"
              }
            }
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "receipt_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "Receipt of the service's change; null for a change made on the platform."
          }
        }
      },
      "ChangeItem": {
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
      },
      "ChangePlan": {
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
              "$ref": "#/components/schemas/ChangeItem"
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
            "$ref": "#/components/schemas/ReversibilityClass"
          },
          "reversal": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Reversal"
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
      "ComplianceFindingOpenedData": {
        "type": "object",
        "description": "A compliance audit opened a finding about one resource (e.g. a claim a product page may not make).",
        "required": [
          "finding_id",
          "audit_id",
          "rule",
          "title",
          "severity",
          "resource_kind",
          "resource_ref",
          "detail",
          "actor",
          "opened_at"
        ],
        "additionalProperties": false,
        "properties": {
          "finding_id": {
            "type": "string",
            "format": "uuid",
            "description": "The finding's id (also the event's `subject`)."
          },
          "audit_id": {
            "type": "string",
            "format": "uuid",
            "description": "The audit run that opened it."
          },
          "rule": {
            "type": "string",
            "description": "Stable code of the rule the resource breaks, e.g. `health_claim`."
          },
          "title": {
            "type": "string",
            "description": "One line for a person."
          },
          "severity": {
            "type": "string",
            "enum": [
              "critical",
              "warning",
              "info"
            ]
          },
          "resource_kind": {
            "type": "string",
            "description": "Kind of resource found, e.g. `product`, `design`, `campaign`."
          },
          "resource_ref": {
            "type": "string",
            "description": "The resource's id."
          },
          "detail": {
            "type": "string",
            "description": "What was found and why it matters."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "opened_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "CsThreadEscalatedData": {
        "type": "object",
        "description": "A customer-service thread was escalated to a person (by the service's triage or by a person). The thread's content is not in the event; read it with `get_cs_thread`.",
        "required": [
          "thread_id",
          "subject",
          "severity",
          "reason",
          "order_id",
          "actor",
          "escalated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "thread_id": {
            "type": "string",
            "format": "uuid",
            "description": "The thread's id (also the event's `subject`)."
          },
          "subject": {
            "type": "string",
            "description": "The thread's subject line."
          },
          "severity": {
            "type": "string",
            "enum": [
              "critical",
              "warning",
              "info"
            ]
          },
          "reason": {
            "type": "string",
            "description": "Why it was escalated, for a person."
          },
          "order_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "The order the thread is about, when known."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "escalated_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "Currency": {
        "type": "string",
        "description": "ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).",
        "pattern": "^[A-Z]{3}$",
        "examples": [
          "EUR"
        ]
      },
      "CurrencyCode": {
        "type": "string",
        "pattern": "^[A-Z]{3}$",
        "description": "ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."
      },
      "DataContentType": {
        "type": "string",
        "const": "application/json",
        "description": "`data` is JSON."
      },
      "DeliveryHeaders": {
        "type": "object",
        "description": "The HTTP headers of every delivery (seed: Signature and delivery). Header\nnames are case-insensitive; other headers may be present.\n",
        "required": [
          "webhook-id",
          "webhook-timestamp",
          "webhook-signature",
          "webhook-key-id",
          "content-type"
        ],
        "properties": {
          "webhook-id": {
            "type": "string",
            "format": "uuid",
            "description": "The event's id (the CloudEvents `id`); the same on every retry. Deduplicate on it."
          },
          "webhook-timestamp": {
            "type": "string",
            "pattern": "^[0-9]{1,15}$",
            "description": "When this attempt was signed, in Unix seconds (decimal integer). Refuse a delivery outside your replay window (the reference verifier allows 300 seconds either way).",
            "examples": [
              "1795000000"
            ]
          },
          "webhook-signature": {
            "type": "string",
            "pattern": "^v1a,[A-Za-z0-9_-]{86}$",
            "description": "`v1a,` then the ES256 signature of the signed content: the raw 64-byte r||s (IEEE P1363) in base64url without padding (86 characters)."
          },
          "webhook-key-id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "description": "The `kid` of the key that signed, in the JWKS at `GET /.well-known/jwks.json`."
          },
          "content-type": {
            "type": "string",
            "const": "application/cloudevents+json; charset=utf-8",
            "description": "CloudEvents structured mode, JSON."
          }
        }
      },
      "EventId": {
        "type": "string",
        "format": "uuid",
        "description": "The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."
      },
      "EventSource": {
        "type": "string",
        "pattern": "^/stores/[0-9a-zA-Z_-]+$",
        "description": "`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).",
        "examples": [
          "/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"
        ]
      },
      "EventTime": {
        "type": "string",
        "format": "date-time",
        "description": "When it happened (RFC 3339, UTC)."
      },
      "FinBankAccount": {
        "type": "object",
        "description": "A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.",
        "required": [
          "id",
          "kind",
          "name",
          "currency",
          "institution",
          "account_number_masked",
          "ledger_account",
          "status"
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
              "bank",
              "card",
              "cash",
              "psp"
            ],
            "description": "`psp`: a payment service provider balance (e.g. a card acquirer)."
          },
          "name": {
            "type": "string"
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "institution": {
            "type": [
              "string",
              "null"
            ],
            "description": "Bank or provider name; null for cash."
          },
          "account_number_masked": {
            "type": [
              "string",
              "null"
            ],
            "description": "The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none."
          },
          "ledger_account": {
            "type": "object",
            "required": [
              "account_id",
              "code",
              "name"
            ],
            "additionalProperties": false,
            "properties": {
              "account_id": {
                "type": "string",
                "format": "uuid"
              },
              "code": {
                "type": "string"
              },
              "name": {
                "type": "string"
              }
            }
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "archived"
            ],
            "description": "`archived`: kept for its history, no longer used for new statements."
          }
        }
      },
      "FinBankAccountCreatedData": {
        "type": "object",
        "description": "A bank, card, cash or PSP account was added, with its ledger account.",
        "required": [
          "entity_id",
          "bank_account_id",
          "bank_account",
          "actor",
          "created_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "bank_account_id": {
            "type": "string",
            "format": "uuid",
            "description": "The account's id (also the event's `subject`)."
          },
          "bank_account": {
            "$ref": "#/components/schemas/FinBankAccount"
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "created_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinBankAccountUpdatedData": {
        "type": "object",
        "description": "A bank account's details changed. `fields` names which; `previous` holds exactly those fields' values before; `bank_account` is the account now.",
        "required": [
          "entity_id",
          "bank_account_id",
          "bank_account",
          "fields",
          "previous",
          "actor",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "bank_account_id": {
            "type": "string",
            "format": "uuid",
            "description": "The account's id (also the event's `subject`)."
          },
          "bank_account": {
            "$ref": "#/components/schemas/FinBankAccount"
          },
          "fields": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "name",
                "institution",
                "account_number_masked",
                "ledger_account",
                "status"
              ]
            }
          },
          "previous": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "name": {
                "type": "string"
              },
              "institution": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "account_number_masked": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "status": {
                "type": "string",
                "enum": [
                  "active",
                  "archived"
                ]
              },
              "ledger_account": {
                "type": "object",
                "required": [
                  "account_id",
                  "code",
                  "name"
                ],
                "additionalProperties": false,
                "properties": {
                  "account_id": {
                    "type": "string",
                    "format": "uuid"
                  },
                  "code": {
                    "type": "string"
                  },
                  "name": {
                    "type": "string"
                  }
                }
              }
            }
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "updated_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinBankConsentExpiringData": {
        "type": "object",
        "description": "A bank connection's consent (e.g. PSD2, at most 180 days) ends soon; after `consent_expires_at` its accounts stop receiving rows until someone renews it at the bank.",
        "required": [
          "entity_id",
          "bank_connection_id",
          "institution",
          "bank_account_ids",
          "consent_expires_at",
          "days_remaining"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "bank_connection_id": {
            "type": "string",
            "format": "uuid",
            "description": "The connection's id (also the event's `subject`)."
          },
          "institution": {
            "type": "string"
          },
          "bank_account_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid"
            },
            "description": "The accounts fed by the connection."
          },
          "consent_expires_at": {
            "type": "string",
            "format": "date-time"
          },
          "days_remaining": {
            "type": "integer",
            "minimum": 0,
            "description": "Whole days until `consent_expires_at`."
          }
        }
      },
      "FinBankImportedData": {
        "type": "object",
        "description": "A bank statement was imported into one bank account. `rows_received` = `rows_new` + `rows_duplicate`; duplicates (already imported) are skipped.",
        "required": [
          "entity_id",
          "import_id",
          "bank_account_id",
          "format",
          "statement_from",
          "statement_to",
          "rows_received",
          "rows_new",
          "rows_duplicate",
          "actor",
          "imported_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "import_id": {
            "type": "string",
            "format": "uuid",
            "description": "The import's id (also the event's `subject`)."
          },
          "bank_account_id": {
            "type": "string",
            "format": "uuid"
          },
          "format": {
            "type": "string",
            "enum": [
              "camt053",
              "camt052",
              "mt940",
              "csv",
              "ofx",
              "bank_feed"
            ],
            "description": "`bank_feed`: rows fetched through a bank connection."
          },
          "statement_from": {
            "type": [
              "string",
              "null"
            ],
            "format": "date"
          },
          "statement_to": {
            "type": [
              "string",
              "null"
            ],
            "format": "date"
          },
          "rows_received": {
            "type": "integer",
            "minimum": 0
          },
          "rows_new": {
            "type": "integer",
            "minimum": 0
          },
          "rows_duplicate": {
            "type": "integer",
            "minimum": 0
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "imported_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinBankTransactionDismissedData": {
        "type": "object",
        "description": "A bank transaction was dismissed; it no longer counts, and any booking of it was reversed (`reversal_entry_ids`).",
        "required": [
          "entity_id",
          "bank_transaction_id",
          "bank_account_id",
          "booked_on",
          "amount",
          "currency",
          "reason",
          "duplicate_of",
          "note",
          "reversal_entry_ids",
          "actor",
          "dismissed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "bank_transaction_id": {
            "type": "string",
            "format": "uuid",
            "description": "The bank transaction's id (also the event's `subject`)."
          },
          "bank_account_id": {
            "type": "string",
            "format": "uuid"
          },
          "booked_on": {
            "type": "string",
            "format": "date"
          },
          "amount": {
            "type": "number",
            "description": "Signed amount in `currency` (negative = money out)."
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "reason": {
            "$ref": "#/components/schemas/FinDismissalReason"
          },
          "duplicate_of": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "The row it duplicates (`reason` `duplicate_of`); null otherwise."
          },
          "note": {
            "type": [
              "string",
              "null"
            ]
          },
          "reversal_entry_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid"
            },
            "description": "The entries that reversed its bookings; empty when it was not booked."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "dismissed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinBankTransactionUndismissedData": {
        "type": "object",
        "description": "A dismissal was undone; the bank transaction counts again and is open for booking.",
        "required": [
          "entity_id",
          "bank_transaction_id",
          "bank_account_id",
          "booked_on",
          "amount",
          "currency",
          "previous_reason",
          "previous_duplicate_of",
          "actor",
          "undismissed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "bank_transaction_id": {
            "type": "string",
            "format": "uuid",
            "description": "The bank transaction's id (also the event's `subject`)."
          },
          "bank_account_id": {
            "type": "string",
            "format": "uuid"
          },
          "booked_on": {
            "type": "string",
            "format": "date"
          },
          "amount": {
            "type": "number",
            "description": "Signed amount in `currency` (negative = money out)."
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "previous_reason": {
            "$ref": "#/components/schemas/FinDismissalReason"
          },
          "previous_duplicate_of": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid"
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "undismissed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinDismissalReason": {
        "type": "string",
        "enum": [
          "not_a_transaction",
          "duplicate_of"
        ],
        "description": "`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`)."
      },
      "FinEinvoiceStatus": {
        "type": "string",
        "enum": [
          "queued",
          "sent",
          "delivered",
          "delivery_failed",
          "received",
          "acknowledged",
          "in_process",
          "under_query",
          "conditionally_accepted",
          "rejected",
          "accepted",
          "paid"
        ],
        "description": "Status of an e-invoice message on the Peppol network. Transport:\n`queued`, `sent` (handed to our access point), `delivered` (the receiver's\naccess point took it), `delivery_failed`, `received` (an inbound message).\nBusiness (Peppol Invoice Response codes): `acknowledged` (AB),\n`in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),\n`rejected` (RE), `accepted` (AP), `paid` (PD).\n"
      },
      "FinEinvoiceStatusChangedData": {
        "type": "object",
        "description": "An e-invoice message moved to a new Peppol status; `previous_status` says from where.",
        "required": [
          "entity_id",
          "einvoice_message_id",
          "direction",
          "document_type",
          "document_number",
          "counterparty",
          "total",
          "currency",
          "status",
          "previous_status",
          "status_reason",
          "actor",
          "changed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "einvoice_message_id": {
            "type": "string",
            "format": "uuid",
            "description": "The message's id (also the event's `subject`)."
          },
          "direction": {
            "type": "string",
            "enum": [
              "outbound",
              "inbound"
            ]
          },
          "document_type": {
            "type": "string",
            "enum": [
              "invoice",
              "credit_note"
            ]
          },
          "document_number": {
            "type": "string"
          },
          "counterparty": {
            "type": "object",
            "required": [
              "name",
              "peppol_id"
            ],
            "additionalProperties": false,
            "properties": {
              "name": {
                "type": "string"
              },
              "peppol_id": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Peppol participant id, e.g. `0106:12345678`."
              }
            }
          },
          "total": {
            "type": "number",
            "description": "Document total including tax, in `currency`."
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "status": {
            "$ref": "#/components/schemas/FinEinvoiceStatus"
          },
          "previous_status": {
            "$ref": "#/components/schemas/FinEinvoiceStatus"
          },
          "status_reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "The reason the counterparty or network gave (e.g. for `rejected`, `under_query`, `delivery_failed`)."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "changed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinEntityId": {
        "type": "string",
        "format": "uuid",
        "description": "The finance entity (set of books) the subscription is for."
      },
      "FinEntryPostedData": {
        "type": "object",
        "description": "A journal entry was posted. Entries of a bulk import are announced once, by\nthe import: one event whose `batch` names the import and how many entries it\nposted, with `entry_id` (and the `subject`) its first entry and the entry\nfields describing that entry; read the others from the finance change feed\n(`finance_changes`). `batch` is null for an entry posted on its own.\n",
        "required": [
          "entity_id",
          "entry_id",
          "entry_number",
          "period_id",
          "date",
          "description",
          "currency",
          "total",
          "lines",
          "source",
          "batch",
          "actor",
          "posted_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "entry_id": {
            "type": "string",
            "format": "uuid",
            "description": "The entry's id (also the event's `subject`)."
          },
          "entry_number": {
            "type": "string",
            "description": "The entry's number in the books, e.g. `2026-000123`."
          },
          "period_id": {
            "type": "string",
            "format": "uuid"
          },
          "date": {
            "type": "string",
            "format": "date",
            "description": "Accounting date."
          },
          "description": {
            "type": "string"
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "total": {
            "type": "number",
            "minimum": 0,
            "description": "Sum of the debits (= sum of the credits)."
          },
          "lines": {
            "type": "array",
            "minItems": 2,
            "items": {
              "$ref": "#/components/schemas/FinJournalLine"
            }
          },
          "source": {
            "type": "object",
            "description": "What the entry books.",
            "required": [
              "kind",
              "ref"
            ],
            "additionalProperties": false,
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "manual",
                  "order",
                  "refund",
                  "bank_transaction",
                  "einvoice",
                  "import",
                  "reversal"
                ]
              },
              "ref": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Id of the booked document (order, bank transaction, e-invoice message, reversed entry); null for a manual entry."
              }
            }
          },
          "batch": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "import_id",
                  "entry_count"
                ],
                "additionalProperties": false,
                "properties": {
                  "import_id": {
                    "type": "string",
                    "format": "uuid"
                  },
                  "entry_count": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "Entries the import posted, this one included."
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "posted_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinEntryReversedData": {
        "type": "object",
        "description": "An entry was reversed by a new entry, the reversal (the `subject`), which books the original's lines the other way round. The original stays; the reversal is its tombstone.",
        "required": [
          "entity_id",
          "entry_id",
          "reversed_entry_id",
          "period_id",
          "date",
          "currency",
          "total",
          "reason",
          "actor",
          "reversed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "entry_id": {
            "type": "string",
            "format": "uuid",
            "description": "The reversal entry's id (also the event's `subject`)."
          },
          "reversed_entry_id": {
            "type": "string",
            "format": "uuid",
            "description": "The entry it reverses."
          },
          "period_id": {
            "type": "string",
            "format": "uuid",
            "description": "Period the reversal is posted in (the original's may be closed)."
          },
          "date": {
            "type": "string",
            "format": "date"
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "total": {
            "type": "number",
            "minimum": 0
          },
          "reason": {
            "type": [
              "string",
              "null"
            ]
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "reversed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinJournalLine": {
        "type": "object",
        "description": "One line of a journal entry; exactly one of `debit` and `credit` is non-zero.",
        "required": [
          "account_id",
          "account_code",
          "account_name",
          "debit",
          "credit",
          "description"
        ],
        "additionalProperties": false,
        "properties": {
          "account_id": {
            "type": "string",
            "format": "uuid"
          },
          "account_code": {
            "type": "string",
            "description": "The account's code in the chart of accounts, e.g. `1200`."
          },
          "account_name": {
            "type": "string"
          },
          "debit": {
            "type": "number",
            "minimum": 0,
            "description": "Debit in the entry's `currency`."
          },
          "credit": {
            "type": "number",
            "minimum": 0,
            "description": "Credit in the entry's `currency`."
          },
          "description": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "FinPeriodClosedData": {
        "type": "object",
        "description": "An accounting period was closed: nothing more is posted into it.",
        "required": [
          "entity_id",
          "period_id",
          "name",
          "start_date",
          "end_date",
          "status",
          "previous_status",
          "reason",
          "actor",
          "changed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "period_id": {
            "type": "string",
            "format": "uuid",
            "description": "The period's id (also the event's `subject`)."
          },
          "name": {
            "type": "string",
            "description": "e.g. `2026-11`."
          },
          "start_date": {
            "type": "string",
            "format": "date"
          },
          "end_date": {
            "type": "string",
            "format": "date",
            "description": "Last day of the period (inclusive)."
          },
          "status": {
            "type": "string",
            "const": "closed"
          },
          "previous_status": {
            "type": "string",
            "const": "open"
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "The reason given, if any."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "changed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "FinPeriodReopenedData": {
        "type": "object",
        "description": "A closed accounting period was reopened: entries can be posted into it again.",
        "required": [
          "entity_id",
          "period_id",
          "name",
          "start_date",
          "end_date",
          "status",
          "previous_status",
          "reason",
          "actor",
          "changed_at"
        ],
        "additionalProperties": false,
        "properties": {
          "entity_id": {
            "$ref": "#/components/schemas/FinEntityId"
          },
          "period_id": {
            "type": "string",
            "format": "uuid",
            "description": "The period's id (also the event's `subject`)."
          },
          "name": {
            "type": "string",
            "description": "e.g. `2026-11`."
          },
          "start_date": {
            "type": "string",
            "format": "date"
          },
          "end_date": {
            "type": "string",
            "format": "date",
            "description": "Last day of the period (inclusive)."
          },
          "status": {
            "type": "string",
            "const": "open"
          },
          "previous_status": {
            "type": "string",
            "const": "closed"
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "The reason given, if any."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "changed_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "IntentFieldOverwrittenExternallyData": {
        "type": "object",
        "description": "A field the service set under an intent declaration (field ownership) was\nlater changed by someone else: at read-back the field held `observed`\ninstead of `desired`. Sent once per overwrite, when first read back; if the\nfield returns to `desired` and is overwritten again, it is sent again. The\ndeclaration stays `active`: the owner decides whether to set the field\nagain, release or revert it.\n",
        "required": [
          "intent_id",
          "resource_kind",
          "resource_ref",
          "field",
          "desired",
          "observed",
          "currency",
          "owner_credential_id",
          "actor",
          "observed_at",
          "links"
        ],
        "additionalProperties": false,
        "properties": {
          "intent_id": {
            "type": "string",
            "format": "uuid",
            "description": "The declaration's id (also the event's `subject`)."
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
            "description": "The value the service set for the owner (before the overwrite); money in major units of `currency`."
          },
          "observed": {
            "type": [
              "number",
              "string",
              "null"
            ],
            "description": "The value found at read-back (after the overwrite); null when the resource or field could not be read."
          },
          "currency": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[A-Z]{3}$",
            "description": "ISO 4217 code of `desired` and `observed` for a money field (`price`, `compare_at_price`, `daily_budget`); null otherwise."
          },
          "owner_credential_id": {
            "type": "string",
            "description": "The credential that owns the field (declared it)."
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "observed_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the read-back found the change (the change itself happened between the previous read-back and this one)."
          },
          "links": {
            "type": "object",
            "required": [
              "status"
            ],
            "additionalProperties": false,
            "properties": {
              "status": {
                "$ref": "#/components/schemas/ApiCall"
              }
            }
          }
        }
      },
      "Order": {
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
          "created_at",
          "external_id",
          "cancelled_at",
          "cancel_reason",
          "shipping_address"
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
            "$ref": "#/components/schemas/Currency"
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
              "$ref": "#/components/schemas/OrderLineItem"
            }
          },
          "refunds": {
            "type": "array",
            "description": "Refunds recorded against the order, oldest first; empty when none.",
            "items": {
              "$ref": "#/components/schemas/OrderRefund"
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
                "$ref": "#/components/schemas/OrderAddress"
              },
              {
                "type": "null"
              }
            ],
            "description": "Where the order ships; null when it has none (e.g. a point-of-sale order)."
          }
        }
      },
      "OrderAddress": {
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
      "OrderCreatedData": {
        "type": "object",
        "description": "A new order was recorded (from the storefront sync or any sales channel). `order` is the order as `get_orders` returns it at that moment.",
        "required": [
          "order_id",
          "order"
        ],
        "additionalProperties": false,
        "properties": {
          "order_id": {
            "type": "string",
            "format": "uuid",
            "description": "The order's id (also the event's `subject`)."
          },
          "order": {
            "$ref": "#/components/schemas/Order"
          }
        }
      },
      "OrderLineItem": {
        "type": "object",
        "description": "One line of an order. Money in the order's currency, major units.",
        "required": [
          "title",
          "sku",
          "quantity",
          "unit_price",
          "total",
          "product_id",
          "variant_id",
          "id",
          "refunded_quantity"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "description": "Line identifier (`line_item_id` of storefront_create_refund)."
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
            "description": "Units of this line refunded so far (by refunds with line items); at most `quantity`."
          }
        }
      },
      "OrderRefund": {
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
      },
      "OrderRefundedData": {
        "type": "object",
        "description": "A refund was recorded against an order, by the service (an approved\n`storefront_create_refund`: `approval_id` and `receipt_id` set) or by a\nperson on the storefront (`actor.type` `external`). `refunded` and\n`financial_status` are the order's after the refund, `previous_refunded` and\n`previous_financial_status` before it.\n",
        "required": [
          "order_id",
          "refund",
          "currency",
          "refunded",
          "previous_refunded",
          "financial_status",
          "previous_financial_status",
          "actor",
          "approval_id",
          "receipt_id"
        ],
        "additionalProperties": false,
        "properties": {
          "order_id": {
            "type": "string",
            "format": "uuid",
            "description": "The order's id (also the event's `subject`)."
          },
          "refund": {
            "$ref": "#/components/schemas/OrderRefund"
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "refunded": {
            "type": "number",
            "minimum": 0,
            "description": "The order's total refunded so far, this refund included."
          },
          "previous_refunded": {
            "type": "number",
            "minimum": 0,
            "description": "The order's total refunded before this refund."
          },
          "financial_status": {
            "type": "string",
            "enum": [
              "partially_refunded",
              "refunded"
            ]
          },
          "previous_financial_status": {
            "type": "string",
            "enum": [
              "paid",
              "partially_refunded"
            ]
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "approval_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "The approval card of the service's refund; null for a refund made elsewhere."
          },
          "receipt_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "The receipt of the service's refund; null for a refund made elsewhere."
          }
        }
      },
      "ProductPriceChangedData": {
        "type": "object",
        "description": "A variant's `price` or reference price (`compare_at_price`) changed on the\nstorefront, by the service (an applied write: `receipt_id` set) or by\nsomeone else (`actor.type` `external`, seen at sync). `fields` names what\nchanged; `previous` holds exactly those fields' values before.\n",
        "required": [
          "variant_id",
          "product_id",
          "sku",
          "currency",
          "price",
          "compare_at_price",
          "fields",
          "previous",
          "actor",
          "receipt_id"
        ],
        "additionalProperties": false,
        "properties": {
          "variant_id": {
            "type": "string",
            "format": "uuid",
            "description": "The variant's id (also the event's `subject`)."
          },
          "product_id": {
            "type": "string",
            "format": "uuid"
          },
          "sku": {
            "type": "string"
          },
          "currency": {
            "$ref": "#/components/schemas/CurrencyCode"
          },
          "price": {
            "type": "number",
            "minimum": 0,
            "description": "The price now."
          },
          "compare_at_price": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "description": "The reference (compare-at) price now; null when none."
          },
          "fields": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "price",
                "compare_at_price"
              ]
            }
          },
          "previous": {
            "type": "object",
            "additionalProperties": false,
            "description": "The changed fields' values before the change.",
            "properties": {
              "price": {
                "type": "number",
                "minimum": 0
              },
              "compare_at_price": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0
              }
            }
          },
          "actor": {
            "$ref": "#/components/schemas/Actor"
          },
          "receipt_id": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "description": "Receipt of the service's change; null for a change made elsewhere."
          }
        }
      },
      "Reversal": {
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
      "ReversibilityClass": {
        "type": "string",
        "enum": [
          "reversible",
          "compensatable",
          "irreversible"
        ],
        "description": "How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."
      },
      "Sandbox": {
        "type": "boolean",
        "const": true,
        "description": "CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."
      },
      "SpecVersion": {
        "type": "string",
        "const": "1.0",
        "description": "CloudEvents specification version."
      }
    }
  }
};

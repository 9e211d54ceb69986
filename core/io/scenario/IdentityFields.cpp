// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/IdentityFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

namespace ratelab::schema {

std::vector<SchemaField<ClientSpec>> identityFields()
{
    using C = ClientSpec;
    return {
        quietDefault(text<C>(
            "identity.user", "User", FieldType::String,
            "The user id the client authenticates as; lanes can key their limit on it with {user}.",
            [](auto& c) -> auto& { return c.identity.user; })),
        quietDefault(text<C>(
            "identity.api_key", "API key", FieldType::String,
            "The API key the client sends; key on its SHA-256 with {api_key_hash} so that key names never show it ({api_key} puts it in raw).",
            [](auto& c) -> auto& { return c.identity.apiKey; })),
        quietDefault(text<C>(
            "identity.ip", "IP address", FieldType::String,
            "The source address the limiter sees; clients behind one NAT share it. Key on it with {ip}; a rule's match.ip can single out ranges such as cgnat (100.64.0.0/10).",
            [](auto& c) -> auto& { return c.identity.ip; })),
        quietDefault(text<C>(
            "identity.tenant", "Tenant", FieldType::String,
            "The organisation the client belongs to; key on it with {tenant} for a shared quota.",
            [](auto& c) -> auto& { return c.identity.tenant; })),
        text<C>(
            "identity.endpoint", "Endpoint", FieldType::String,
            "The API path the client calls, as sent (case, trailing slash and query included); {endpoint} keys on it literally, {path} and {category} normalised.",
            [](auto& c) -> auto& { return c.identity.endpoint; }),
        quietDefault(text<C>(
            "identity.method", "Method", FieldType::String,
            "The HTTP method the client uses (GET, POST, ...); {method_group} folds it into read or write, and a rule can match on it.",
            [](auto& c) -> auto& { return c.identity.method; })),
        quietDefault(text<C>(
            "identity.tier", "Tier", FieldType::String,
            "The customer's plan or client type (free, pro, automation...): a rule's match.tier picks its limit; key on it with {tier}.",
            [](auto& c) -> auto& { return c.identity.tier; })),
    };
}

} // namespace ratelab::schema

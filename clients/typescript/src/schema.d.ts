// Generated from the Packlens OpenAPI document by openapi-typescript; do not edit (see test/schema.spec.ts).
export interface paths {
    "/api/admin/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any client’s API keys (super admin), newest first; every client’s without `client_id`
         * @description In the console’s ra-data-simple-rest contract too: `filter={"client_id":"…"}`; the count is in Content-Range (`api_keys 0-9/10`). `sort` and `range` are accepted and the list is answered whole.
         */
        get: {
            parameters: {
                query?: {
                    client_id?: string;
                    filter?: string;
                    range?: string;
                    sort?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The keys; the count is in Content-Range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            id: string;
                            last_four: string;
                            last_used_at: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        }[];
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke any client’s API key (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revoked key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            id: string;
                            last_four: string;
                            last_used_at: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clients, one page at a time (super admins); the total is in the Content-Range header */
        get: {
            parameters: {
                query?: {
                    filter?: string;
                    range?: string;
                    sort?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of clients */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            administrator: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            building: string;
                            cancelled_at: string | null;
                            company: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            group_id: string;
                            headquarters: string;
                            /** Format: uuid */
                            id: string;
                            max_images: number;
                            mfa_enabled: boolean;
                            mfa_phone: string;
                            owner_name: string;
                            plan_expires_at: string | null;
                            plan_id: number;
                            plan_name: string;
                            registered_at: string;
                            request_payment: boolean;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "cancelled";
                            telephone: string;
                            user_count: number;
                            zip_code: string;
                        }[];
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a client and its administrator, who gets a mail to set a password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        account_type: "corporation" | "personal";
                        /** @default  */
                        address?: string;
                        admin_email: string;
                        /**
                         * @default ja
                         * @enum {string}
                         */
                        admin_language?: "ja" | "en" | "zh-CN";
                        admin_name: string;
                        /** @default  */
                        building?: string;
                        company: string;
                        /** @enum {string} */
                        country: "jp" | "cn" | "th" | "id" | "ot";
                        /** @default  */
                        department?: string;
                        /** @default  */
                        headquarters?: string;
                        max_images: number;
                        mfa_enabled: boolean;
                        /** @default  */
                        mfa_phone?: "" | string;
                        /** @default  */
                        owner_name?: string;
                        plan_id: number;
                        /** @default false */
                        request_payment?: boolean;
                        /**
                         * @default valid
                         * @enum {string}
                         */
                        status?: "valid" | "invalid";
                        /** @default  */
                        telephone?: "" | string;
                        /** @default  */
                        zip_code?: string;
                    };
                };
            };
            responses: {
                /** @description The new client */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            administrator: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            building: string;
                            cancelled_at: string | null;
                            company: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            group_id: string;
                            headquarters: string;
                            /** Format: uuid */
                            id: string;
                            max_images: number;
                            mfa_enabled: boolean;
                            mfa_phone: string;
                            owner_name: string;
                            plan_expires_at: string | null;
                            plan_id: number;
                            plan_name: string;
                            registered_at: string;
                            request_payment: boolean;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "cancelled";
                            telephone: string;
                            user_count: number;
                            zip_code: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client (super admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            administrator: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            building: string;
                            cancelled_at: string | null;
                            company: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            group_id: string;
                            headquarters: string;
                            /** Format: uuid */
                            id: string;
                            max_images: number;
                            mfa_enabled: boolean;
                            mfa_phone: string;
                            owner_name: string;
                            plan_expires_at: string | null;
                            plan_id: number;
                            plan_name: string;
                            registered_at: string;
                            request_payment: boolean;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "cancelled";
                            telephone: string;
                            user_count: number;
                            zip_code: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Edit a client (the whole record is sent; fields that cannot be edited are ignored) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        account_type: "corporation" | "personal";
                        /** @default  */
                        address?: string;
                        /** @default  */
                        building?: string;
                        company: string;
                        /** @enum {string} */
                        country: "jp" | "cn" | "th" | "id" | "ot";
                        /** @default  */
                        department?: string;
                        /** @default  */
                        headquarters?: string;
                        max_images: number;
                        mfa_enabled: boolean;
                        /** @default  */
                        mfa_phone?: "" | string;
                        /** @default  */
                        owner_name?: string;
                        plan_id: number;
                        /** @default false */
                        request_payment?: boolean;
                        /**
                         * @default valid
                         * @enum {string}
                         */
                        status?: "valid" | "invalid";
                        /** @default  */
                        telephone?: "" | string;
                        /** @default  */
                        zip_code?: string;
                    };
                };
            };
            responses: {
                /** @description The client */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            administrator: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            building: string;
                            cancelled_at: string | null;
                            company: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            group_id: string;
                            headquarters: string;
                            /** Format: uuid */
                            id: string;
                            max_images: number;
                            mfa_enabled: boolean;
                            mfa_phone: string;
                            owner_name: string;
                            plan_expires_at: string | null;
                            plan_id: number;
                            plan_name: string;
                            registered_at: string;
                            request_payment: boolean;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "cancelled";
                            telephone: string;
                            user_count: number;
                            zip_code: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clients the filter selects, as CSV (UTF-8 with BOM, so Excel reads Japanese) */
        get: {
            parameters: {
                query?: {
                    filter?: string;
                    sort?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/country_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country settings of every country */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All of them; the count is in Content-Range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** @enum {string} */
                            id: "jp" | "cn" | "th" | "id" | "ot";
                            max_images: number | null;
                            status: 0 | 1;
                            updated_at: string | null;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/country_settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One country’s setting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** @enum {string} */
                            id: "jp" | "cn" | "th" | "id" | "ot";
                            max_images: number | null;
                            status: 0 | 1;
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Show or hide prices and image limits for a country’s clients, and set its image limit */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        max_images?: null | number;
                        status: number;
                    };
                };
            };
            responses: {
                /** @description The setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** @enum {string} */
                            id: "jp" | "cn" | "th" | "id" | "ot";
                            max_images: number | null;
                            status: 0 | 1;
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/learning_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The uploaded learning data sets, newest first (super admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every data set; the total is in the Content-Range header */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number;
                            categories: {
                                category_id: number;
                                images: number;
                            }[];
                            file_name: string;
                            /** @enum {string} */
                            format: "responses" | "segments";
                            /** Format: uuid */
                            id: string;
                            images: number;
                            respondents: number;
                            segments: {
                                images: number;
                                segment_id: number;
                            }[];
                            sha256: string;
                            /** Format: date-time */
                            uploaded_at: string;
                            uploaded_by: string;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload an additional-learning file (super admins): a survey data set as a zip under 50 MB, checked before anything is stored
         * @description The format is the scoring engine's data-set format (services/scoring/README.md): images, images.csv|json, and responses.csv|json or segments.csv|json. A refused file answers 422 LEARNING_DATA_INVALID with `problems` (file, row, code, message in the request language); nothing is stored. The same file again answers 200 with the data set it already is.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description The same file was uploaded before */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number;
                            categories: {
                                category_id: number;
                                images: number;
                            }[];
                            file_name: string;
                            /** @enum {string} */
                            format: "responses" | "segments";
                            /** Format: uuid */
                            id: string;
                            images: number;
                            respondents: number;
                            segments: {
                                images: number;
                                segment_id: number;
                            }[];
                            sha256: string;
                            /** Format: date-time */
                            uploaded_at: string;
                            uploaded_by: string;
                        };
                    };
                };
                /** @description The data set, stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number;
                            categories: {
                                category_id: number;
                                images: number;
                            }[];
                            file_name: string;
                            /** @enum {string} */
                            format: "responses" | "segments";
                            /** Format: uuid */
                            id: string;
                            images: number;
                            respondents: number;
                            segments: {
                                images: number;
                                segment_id: number;
                            }[];
                            sha256: string;
                            /** Format: date-time */
                            uploaded_at: string;
                            uploaded_by: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan settings: every plan and add-on in force */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All of them; the count is in Content-Range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            edited_at: string | null;
                            has_fee: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                            max_accounts: number;
                            max_images: number | null;
                            name: string;
                            name_cn: string;
                            name_en: string;
                            plan_type: number;
                            price: number | null;
                            price_cn: number | null;
                            price_id: number | null;
                            price_th: number | null;
                            /** @enum {string|null} */
                            unit_type_period: "day" | "month" | null;
                            validity_period: number | null;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | null;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            edited_at: string | null;
                            has_fee: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                            max_accounts: number;
                            max_images: number | null;
                            name: string;
                            name_cn: string;
                            name_en: string;
                            plan_type: number;
                            price: number | null;
                            price_cn: number | null;
                            price_id: number | null;
                            price_th: number | null;
                            /** @enum {string|null} */
                            unit_type_period: "day" | "month" | null;
                            validity_period: number | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Edit a plan’s names, prices, image and account limits and validity period; clients see it at once */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | null;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        max_accounts: number;
                        max_images?: null | number;
                        name: string;
                        name_cn: string;
                        name_en: string;
                        price?: null | number;
                        price_cn?: null | number;
                        price_id?: null | number;
                        price_th?: null | number;
                        validity_period?: null | number;
                    };
                };
            };
            responses: {
                /** @description The plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            edited_at: string | null;
                            has_fee: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                            max_accounts: number;
                            max_images: number | null;
                            name: string;
                            name_cn: string;
                            name_en: string;
                            plan_type: number;
                            price: number | null;
                            price_cn: number | null;
                            price_id: number | null;
                            price_th: number | null;
                            /** @enum {string|null} */
                            unit_type_period: "day" | "month" | null;
                            validity_period: number | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform_figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform at a glance (super admins): clients by plan and country, active users, this month’s calculations, images and sales, subscription lag
         * @description Read from the read models. "This month" is the calendar month in Japan time, as sales are cut; active users logged in within the last 30 days.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active_users: {
                                days: number;
                                users: number;
                            };
                            calculations: {
                                failed: number;
                                failed_images: number;
                                requested: number;
                            };
                            clients: {
                                by_country: {
                                    clients: number;
                                    /** @enum {string} */
                                    country: "jp" | "cn" | "th" | "id" | "ot";
                                }[];
                                by_plan: {
                                    clients: number;
                                    plan_id: number;
                                    plan_name: string;
                                }[];
                                total: number;
                            };
                            images: {
                                calculated: number;
                                refunded: number;
                            };
                            month: string;
                            sales: {
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "THB" | "IDR";
                                plan_fees: number;
                                total: number;
                                usage_fees: number;
                            }[];
                            subscriptions: {
                                behind: number;
                                heartbeat_at: string | null;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The AI providers and their connections (keys show their last four characters only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Providers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            base_url: string | null;
                            /** @enum {string} */
                            id: "openai" | "anthropic" | "google" | "replicate";
                            key_last_four: string | null;
                            key_set: boolean;
                            models: {
                                [key: string]: string;
                            };
                            name: string;
                            serves: string[];
                            updated_at: string | null;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One AI provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "openai" | "anthropic" | "google" | "replicate";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            base_url: string | null;
                            /** @enum {string} */
                            id: "openai" | "anthropic" | "google" | "replicate";
                            key_last_four: string | null;
                            key_set: boolean;
                            models: {
                                [key: string]: string;
                            };
                            name: string;
                            serves: string[];
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Set a provider’s key (sealed), base URL and, for Replicate, the model versions the product names */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "openai" | "anthropic" | "google" | "replicate";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        api_key?: string;
                        base_url?: string;
                        /** @default false */
                        clear_api_key?: boolean;
                        models?: {
                            background_removal?: "" | string;
                            beer?: "" | string;
                            brand_trainer?: "" | string;
                            claude_4_5_sonnet?: "" | string;
                            gemini_2_0_flash?: "" | string;
                            gpt_4o?: "" | string;
                            package_design_ja?: "" | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Provider */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            base_url: string | null;
                            /** @enum {string} */
                            id: "openai" | "anthropic" | "google" | "replicate";
                            key_last_four: string | null;
                            key_set: boolean;
                            models: {
                                [key: string]: string;
                            };
                            name: string;
                            serves: string[];
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales management: usage and amounts per client and month; sort by month, company, plan_fees, usage_fees, total, images_calculated, tokens_used, tickets_used */
        get: {
            parameters: {
                query?: {
                    filter?: string;
                    range?: string;
                    sort?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All of them; the count is in Content-Range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            company: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "THB" | "IDR";
                            id: string;
                            images_calculated: number;
                            images_refunded: number;
                            month: string;
                            plan_fees: number;
                            plan_name: string;
                            tickets_used: number;
                            tokens_used: number;
                            total: number;
                            usage_fees: number;
                        }[];
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sales rows the filter selects, as CSV (UTF-8 with BOM, so Excel reads Japanese) */
        get: {
            parameters: {
                query?: {
                    filter?: string;
                    sort?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System settings (one record, id "current") */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All of them; the count is in Content-Range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            api_key_last_four: string | null;
                            api_key_requests_per_minute: number;
                            api_key_set: boolean;
                            chat_request_limit: number;
                            chat_token_limit: number;
                            cost_display: boolean;
                            display_languages: ("ja" | "en" | "zh-CN")[];
                            /** @enum {string} */
                            id: "current";
                            /** @enum {string} */
                            initial_language: "ja" | "en" | "zh-CN";
                            plan_setting: number;
                            updated_at: string | null;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system_settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System settings; the API key shows only its last four characters */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "current";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            api_key_last_four: string | null;
                            api_key_requests_per_minute: number;
                            api_key_set: boolean;
                            chat_request_limit: number;
                            chat_token_limit: number;
                            cost_display: boolean;
                            display_languages: ("ja" | "en" | "zh-CN")[];
                            /** @enum {string} */
                            id: "current";
                            /** @enum {string} */
                            initial_language: "ja" | "en" | "zh-CN";
                            plan_setting: number;
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Change system settings: plan setting, display languages, initial language, cost display, chat limits, API key */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "current";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        api_key?: string;
                        api_key_requests_per_minute?: number;
                        chat_request_limit: number;
                        chat_token_limit: number;
                        /** @default false */
                        clear_api_key?: boolean;
                        cost_display: boolean;
                        display_languages: ("ja" | "en" | "zh-CN")[];
                        /** @enum {string} */
                        initial_language: "ja" | "en" | "zh-CN";
                        plan_setting: number;
                    };
                };
            };
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            api_key_last_four: string | null;
                            api_key_requests_per_minute: number;
                            api_key_set: boolean;
                            chat_request_limit: number;
                            chat_token_limit: number;
                            cost_display: boolean;
                            display_languages: ("ja" | "en" | "zh-CN")[];
                            /** @enum {string} */
                            id: "current";
                            /** @enum {string} */
                            initial_language: "ja" | "en" | "zh-CN";
                            plan_setting: number;
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training runs, newest first (super admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The runs; the total is in the Content-Range header */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data_set_ids: string[];
                            /** Format: date-time */
                            ended_at: string | null;
                            failure: string | null;
                            /** Format: uuid */
                            id: string;
                            include_demo_panel: boolean;
                            model: {
                                active_mae: number | null;
                                against: string | null;
                                candidate_mae: number;
                                demo: boolean;
                                held_out_images: number;
                                promoted: boolean;
                                reason: string;
                                segments: {
                                    mae: number;
                                    pearson: number;
                                    segment_id: number;
                                    spearman: number;
                                    spread_mae: number;
                                    word_mae: number;
                                }[];
                                summary: {
                                    mae: number;
                                    pearson: number;
                                    spearman: number;
                                };
                                train_images: number;
                                version: string;
                            } | null;
                            progress: {
                                done: number;
                                stage: string;
                                total: number;
                            } | null;
                            /** Format: date-time */
                            requested_at: string;
                            requested_by: string;
                            /** @enum {string} */
                            status: "running" | "trained" | "failed";
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Train a model on uploaded learning data (super admins); it becomes active only if it beats the active model on its held-out images
         * @description Runs in the training worker on a thread of its own; poll the run for progress and, at the end, the held-out figures and the promotion decision.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data_set_ids: string[];
                        /** @default false */
                        include_demo_panel?: boolean;
                    };
                };
            };
            responses: {
                /** @description The run, running */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data_set_ids: string[];
                            /** Format: date-time */
                            ended_at: string | null;
                            failure: string | null;
                            /** Format: uuid */
                            id: string;
                            include_demo_panel: boolean;
                            model: {
                                active_mae: number | null;
                                against: string | null;
                                candidate_mae: number;
                                demo: boolean;
                                held_out_images: number;
                                promoted: boolean;
                                reason: string;
                                segments: {
                                    mae: number;
                                    pearson: number;
                                    segment_id: number;
                                    spearman: number;
                                    spread_mae: number;
                                    word_mae: number;
                                }[];
                                summary: {
                                    mae: number;
                                    pearson: number;
                                    spearman: number;
                                };
                                train_images: number;
                                version: string;
                            } | null;
                            progress: {
                                done: number;
                                stage: string;
                                total: number;
                            } | null;
                            /** Format: date-time */
                            requested_at: string;
                            requested_by: string;
                            /** @enum {string} */
                            status: "running" | "trained" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/training_runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A training run: progress, then the model’s held-out figures per segment and whether it became active */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data_set_ids: string[];
                            /** Format: date-time */
                            ended_at: string | null;
                            failure: string | null;
                            /** Format: uuid */
                            id: string;
                            include_demo_panel: boolean;
                            model: {
                                active_mae: number | null;
                                against: string | null;
                                candidate_mae: number;
                                demo: boolean;
                                held_out_images: number;
                                promoted: boolean;
                                reason: string;
                                segments: {
                                    mae: number;
                                    pearson: number;
                                    segment_id: number;
                                    spearman: number;
                                    spread_mae: number;
                                    word_mae: number;
                                }[];
                                summary: {
                                    mae: number;
                                    pearson: number;
                                    spearman: number;
                                };
                                train_images: number;
                                version: string;
                            } | null;
                            progress: {
                                done: number;
                                stage: string;
                                total: number;
                            } | null;
                            /** Format: date-time */
                            requested_at: string;
                            requested_by: string;
                            /** @enum {string} */
                            status: "running" | "trained" | "failed";
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api_keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client’s API keys, newest first (never the keys themselves: their last four characters)
         * @description The client’s administrator (role 1). For people only: an API key is refused with 403 API_KEY_NOT_ALLOWED.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            id: string;
                            last_four: string;
                            last_used_at: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Issue an API key for the client: the answer carries the key, shown this once
         * @description The client’s administrator (role 1). The key belongs to the client, not to the person who made it. For people only: an API key is refused with 403 API_KEY_NOT_ALLOWED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expires_at?: string | null;
                        name: string;
                        scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                    };
                };
            };
            responses: {
                /** @description The new key, with `key` this once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            id: string;
                            key: string;
                            last_four: string;
                            last_used_at: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the client’s API keys: it is refused (401 API_KEY_REVOKED) from the next request on
         * @description The client’s administrator (role 1). For people only: an API key is refused with 403 API_KEY_NOT_ALLOWED.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revoked key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            id: string;
                            last_four: string;
                            last_used_at: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session: every token it issued stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Logged out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/obtain_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password (and the mail code for MFA clients); starts a session and returns its first token
         * @description For a client with MFA enabled, a request without `mfa_code` sends a 6-digit code by mail and answers 401 MFA_CODE_REQUIRED. Codes are valid 10 minutes; five wrong codes end the challenge (MFA_TOO_MANY_ATTEMPTS) until a new code is requested.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        mfa_code?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Logged in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expires_in: number;
                            token: string;
                            user: {
                                /** Format: uuid */
                                client_id: string | null;
                                company: string | null;
                                /** @enum {string|null} */
                                country: "jp" | "cn" | "th" | "id" | "ot" | null;
                                email: string;
                                /** Format: date-time */
                                expired_at: string | null;
                                /** Format: uuid */
                                id: string;
                                is_active: boolean;
                                is_superuser: boolean;
                                max_images: number | null;
                                name: string;
                                plan: {
                                    id: number;
                                    max_accounts: number;
                                    max_images: number | null;
                                    name: string;
                                    name_cn: string;
                                    name_en: string;
                                    plan_type: number;
                                    unit_type_period: string | null;
                                } | null;
                                plan_generate: number | null;
                                plan_key_visual: number | null;
                                plan_option: {
                                    max_accounts: number;
                                    /** @enum {string} */
                                    type: "day" | "month";
                                } | null;
                                role: 0 | 1 | 2;
                                setting_plan: number;
                                used_amount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new token for a live session (clients refresh when fewer than 1800 s remain) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Refreshed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expires_in: number;
                            token: string;
                            user: {
                                /** Format: uuid */
                                client_id: string | null;
                                company: string | null;
                                /** @enum {string|null} */
                                country: "jp" | "cn" | "th" | "id" | "ot" | null;
                                email: string;
                                /** Format: date-time */
                                expired_at: string | null;
                                /** Format: uuid */
                                id: string;
                                is_active: boolean;
                                is_superuser: boolean;
                                max_images: number | null;
                                name: string;
                                plan: {
                                    id: number;
                                    max_accounts: number;
                                    max_images: number | null;
                                    name: string;
                                    name_cn: string;
                                    name_en: string;
                                    plan_type: number;
                                    unit_type_period: string | null;
                                } | null;
                                plan_generate: number | null;
                                plan_key_visual: number | null;
                                plan_option: {
                                    max_accounts: number;
                                    /** @enum {string} */
                                    type: "day" | "month";
                                } | null;
                                role: 0 | 1 | 2;
                                setting_plan: number;
                                used_amount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend_mfa_code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new mail code for a login in progress; the answer is the same for every address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description A code is on its way if a login is waiting for one */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "mail_sent";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel_contract/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cancelling the contract ends (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            /** Format: uuid */
                            client_id: string;
                            company: string;
                            /** @enum {string} */
                            effective: "immediately";
                            group_id: string;
                            plan_id: number;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Cancel the contract at once: no user of the client can log in any more (confirm with the group id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group_id: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            cancelled_at: string;
                            /** @enum {string} */
                            status: "cancelled";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change_manager/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hand the administrator role to another user; `new_group_id` is the company’s 5-digit group id, as confirmation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        new_group_id: string;
                        /** Format: uuid */
                        user_id: string;
                    };
                };
            };
            responses: {
                /** @description Handed over */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            administrator_id: string;
                            /** Format: uuid */
                            previous_administrator_id: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change_plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the client’s plan and add-ons (section 3’s payload); takes effect at once
         * @description Only the client’s admin, as the system’s plan setting allows (0 none, 1 all, 2 ad hoc only). Refusals: the current plan (PLAN_ALREADY_CURRENT), free after leaving it (CANNOT_RETURN_TO_FREE_PLAN), an option the monthly or generate plan covers (PLAN_OPTION_COVERED_BY_GENERATE_PLAN), a running option period without `confirm_end_option_period` (OPTION_PERIOD_CONFIRMATION_REQUIRED), the unlimited plan with more accounts than it allows and no `user_data` selection (UNLIMITED_PLAN_TOO_MANY_ACCOUNTS). A refused change stores nothing.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        confirm_end_option_period?: boolean;
                        /** @default null */
                        plan_generate_id?: number | null;
                        plan_id: number;
                        /** @default null */
                        plan_key_visual_id?: number | null;
                        /** @default null */
                        plan_option_id?: number | null;
                        /** @default [] */
                        user_data?: string[];
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current: {
                                /** Format: date-time */
                                changed_at: string | null;
                                /** Format: uuid */
                                client_id: string;
                                expired: boolean;
                                /** Format: date-time */
                                expired_at: string | null;
                                left_free: boolean;
                                plan_generate_id: number | null;
                                plan_id: number;
                                plan_key_visual_id: number | null;
                                plan_option_id: number | null;
                                running_periods: {
                                    /** @enum {string} */
                                    kind: "option" | "generate" | "key_visual";
                                    plan_id: number;
                                    /** Format: date-time */
                                    until: string | null;
                                }[];
                                selected_user_ids: string[];
                            };
                            ended_periods: ("option" | "generate" | "key_visual")[];
                            user: {
                                /** Format: uuid */
                                client_id: string | null;
                                company: string | null;
                                /** @enum {string|null} */
                                country: "jp" | "cn" | "th" | "id" | "ot" | null;
                                email: string;
                                /** Format: date-time */
                                expired_at: string | null;
                                /** Format: uuid */
                                id: string;
                                is_active: boolean;
                                is_superuser: boolean;
                                max_images: number | null;
                                name: string;
                                plan: {
                                    id: number;
                                    max_accounts: number;
                                    max_images: number | null;
                                    name: string;
                                    name_cn: string;
                                    name_en: string;
                                    plan_type: number;
                                    unit_type_period: string | null;
                                } | null;
                                plan_generate: number | null;
                                plan_key_visual: number | null;
                                plan_option: {
                                    max_accounts: number;
                                    /** @enum {string} */
                                    type: "day" | "month";
                                } | null;
                                role: 0 | 1 | 2;
                                setting_plan: number;
                                used_amount: number;
                            };
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a design generation project (type 6)
         * @description Section 6: the generate plan (ad hoc users are sent to project registration first).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        department?: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The new project */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            department: string;
                            /** Format: date-time */
                            expires_at: string;
                            gallery: {
                                bytes: number;
                                /** Format: date-time */
                                created_at: string;
                                demo: boolean;
                                height: number;
                                /** Format: uuid */
                                image_id: string;
                                /** Format: uuid */
                                job_id: string;
                                media_type: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string;
                                model_code: string;
                                provider: string;
                                seed: number | null;
                                url: string;
                                width: number;
                            }[];
                            /** Format: uuid */
                            id: string;
                            inputs: {
                                bytes: number;
                                file_name: string;
                                height: number;
                                /** Format: uuid */
                                input_id: string;
                                media_type: string;
                                /** Format: date-time */
                                uploaded_at: string;
                                url: string;
                                width: number;
                            }[];
                            jobs: {
                                /** Format: date-time */
                                completed_at: string | null;
                                configure_provider: string | null;
                                demo: boolean | null;
                                demo_notice: string | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                /** Format: uuid */
                                job_id: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            name: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            /** @enum {number} */
                            type: 6;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A design project: its inputs, jobs and gallery */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            department: string;
                            /** Format: date-time */
                            expires_at: string;
                            gallery: {
                                bytes: number;
                                /** Format: date-time */
                                created_at: string;
                                demo: boolean;
                                height: number;
                                /** Format: uuid */
                                image_id: string;
                                /** Format: uuid */
                                job_id: string;
                                media_type: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string;
                                model_code: string;
                                provider: string;
                                seed: number | null;
                                url: string;
                                width: number;
                            }[];
                            /** Format: uuid */
                            id: string;
                            inputs: {
                                bytes: number;
                                file_name: string;
                                height: number;
                                /** Format: uuid */
                                input_id: string;
                                media_type: string;
                                /** Format: date-time */
                                uploaded_at: string;
                                url: string;
                                width: number;
                            }[];
                            jobs: {
                                /** Format: date-time */
                                completed_at: string | null;
                                configure_provider: string | null;
                                demo: boolean | null;
                                demo_notice: string | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                /** Format: uuid */
                                job_id: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            name: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            /** @enum {number} */
                            type: 6;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The generated images, newest first (mode, model, demo flag, size, a signed link to the full-size image) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gallery */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number;
                            /** Format: date-time */
                            created_at: string;
                            demo: boolean;
                            height: number;
                            /** Format: uuid */
                            image_id: string;
                            /** Format: uuid */
                            job_id: string;
                            media_type: string;
                            /** @enum {string} */
                            mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                            model: string;
                            model_code: string;
                            provider: string;
                            seed: number | null;
                            url: string;
                            width: number;
                        }[];
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a generation in one mode (text to image, background removal, composition, partial change); runs as a job
         * @description Answers 202 with the job; read the project (or its gallery) until the job is completed. Every limit of the chosen model is checked first: a refused request stores and charges nothing. Without the model’s provider the job runs on this machine (`provider: offline`): background removal, composition and small repairs are real; text to image and large changes are labelled demo images (`demo: true`), and `configure_provider` says which provider to set.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        batch_size?: number;
                        /** @default 512 */
                        height?: number;
                        /** @default [] */
                        input_ids?: string[];
                        /**
                         * Format: uuid
                         * @default null
                         */
                        mask_id?: string | null;
                        /** @enum {string} */
                        mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                        /**
                         * @default sdxl
                         * @enum {string}
                         */
                        model_code?: "package_design_ja" | "sdxl" | "dall_e_3" | "flux_1_1_pro" | "gpt_image_1" | "sd_3_5_large" | "beer" | "gemini_2_5_flash_image";
                        /** @default  */
                        negative_prompt?: string;
                        /** @default  */
                        prompt?: string;
                        /** @default null */
                        seed?: number | null;
                        /** @default null */
                        steps?: number | null;
                        /** @default 512 */
                        width?: number;
                    };
                };
            };
            responses: {
                /** @description The job, queued */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            completed_at: string | null;
                            configure_provider: string | null;
                            demo: boolean | null;
                            demo_notice: string | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            /** Format: uuid */
                            job_id: string;
                            /** @enum {string} */
                            mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                            model: string | null;
                            model_code: string;
                            provenance_url: string | null;
                            provider: string;
                            /** Format: date-time */
                            requested_at: string;
                            /** @enum {string} */
                            status: "running" | "completed" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a generated image (and its stored file) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}/inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload input images (jpg or png, 4 MB each, up to 10 at once): the image to cut out, the scene and the product to compose, a mask
         * @description multipart/form-data with one `files` part per image. Files are checked by their bytes and re-encoded; nothing is stored when one is refused.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        files?: string[];
                    };
                };
            };
            responses: {
                /** @description The project with its new inputs */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            department: string;
                            /** Format: date-time */
                            expires_at: string;
                            gallery: {
                                bytes: number;
                                /** Format: date-time */
                                created_at: string;
                                demo: boolean;
                                height: number;
                                /** Format: uuid */
                                image_id: string;
                                /** Format: uuid */
                                job_id: string;
                                media_type: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string;
                                model_code: string;
                                provider: string;
                                seed: number | null;
                                url: string;
                                width: number;
                            }[];
                            /** Format: uuid */
                            id: string;
                            inputs: {
                                bytes: number;
                                file_name: string;
                                height: number;
                                /** Format: uuid */
                                input_id: string;
                                media_type: string;
                                /** Format: date-time */
                                uploaded_at: string;
                                url: string;
                                width: number;
                            }[];
                            jobs: {
                                /** Format: date-time */
                                completed_at: string | null;
                                configure_provider: string | null;
                                demo: boolean | null;
                                demo_notice: string | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                /** Format: uuid */
                                job_id: string;
                                /** @enum {string} */
                                mode: "text_to_image" | "background_removal" | "merge" | "inpaint";
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            name: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            /** @enum {number} */
                            type: 6;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                413: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                415: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design_projects/{id}/jobs/{jobId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A design job as server-sent events: `job` when the stream opens, `done` with the finished job */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/event-stream */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export_temporary_register_email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pre-registered e-mail addresses that never completed registration, as CSV (UTF-8 with BOM) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image or heat map through a signed link from a project answer (no bearer token needed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generation/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a running answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The answer */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            completed_at: string | null;
                            concepts: {
                                benefit: string;
                                insight: string;
                                reason_to_believe: string;
                                title: string;
                            }[];
                            demo: boolean;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            instruction: string | null;
                            items: string[];
                            /** Format: uuid */
                            job_id: string;
                            model: string | null;
                            model_code: string;
                            provenance_url: string | null;
                            provider: string;
                            /** Format: date-time */
                            requested_at: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed";
                            turn: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generation/jobs/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job’s answer as it streams in (server-sent events: `item`, `text`, `restart`, `done`)
         * @description `text` carries each piece of streamed text; `item` each complete name or catch-phrase (`{index, text}`); `restart` says a retry began and earlier text is void; `done` ends the stream with the answer (TextTurn). Send the bearer token; a browser uses fetch, not EventSource.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/event-stream */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generation/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The text models of section 9 and whether each answers (its provider is configured) or the demo generator does */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Text models */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                            /** @enum {string} */
                            code: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                            name: string;
                            /** @enum {string} */
                            provider: "openai" | "anthropic" | "google";
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_country_by_ip/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The country (jp, cn, th, id, ot) and language to preselect, from offline GeoIP data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guess */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            country_code: string | null;
                            /** @enum {string} */
                            language: "ja" | "en" | "zh-CN";
                            /** @enum {string} */
                            source: "geoip" | "accept-language" | "default";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service health: database reachable, subscriptions keeping up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Healthy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            subscriptions: {
                                behind: number;
                                heartbeatAt: string | null;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Database unreachable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            subscriptions: {
                                behind: number;
                                heartbeatAt: string | null;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for a load balancer: the database answers and no running subscription is more than READINESS_MAX_BEHIND events behind (default 5000)
         * @description A replica whose read models lag far behind would answer with stale data: it is taken out of rotation (503) until it catches up. Subscriptions without a heartbeat in the last minute run nowhere and are not counted. `/api/health` stays the liveness answer.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            lagging: {
                                behind: number;
                                name: string;
                            }[];
                            maxBehind: number;
                            /** @enum {string} */
                            status: "ready" | "not_ready";
                        };
                    };
                };
                /** @description Not ready */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            lagging: {
                                behind: number;
                                name: string;
                            }[];
                            maxBehind: number;
                            /** @enum {string} */
                            status: "ready" | "not_ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/languages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The display languages a visitor may pick, each named in itself, with the initial one marked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Languages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "ja" | "en" | "zh-CN";
                            initial: boolean;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lock_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock (or with lock=false unlock) the users listed in `listUser`, comma-separated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        listUser: string;
                        /** @default true */
                        lock?: boolean;
                    };
                };
            };
            responses: {
                /** @description Their new status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "lock";
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login_history_monthly/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logins per month of a year (Japan time) */
        get: {
            parameters: {
                query?: {
                    user_id?: string;
                    year?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Twelve months */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                count: number;
                                period: string;
                            }[];
                            time_zone: string;
                            total: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login_history_yearly/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logins per year (Japan time) */
        get: {
            parameters: {
                query?: {
                    user_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Years with logins */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                count: number;
                                period: string;
                            }[];
                            time_zone: string;
                            total: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login_history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logins, newest first: the admin’s whole client or one user; a user’s own */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    page?: number;
                    page_size?: number;
                    to?: string;
                    user_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of logins */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            page: number;
                            page_size: number;
                            results: {
                                email: string | null;
                                ip: string | null;
                                /** Format: date-time */
                                logged_in_at: string;
                                mfa: boolean;
                                name: string | null;
                                /** Format: uuid */
                                session_id: string;
                                user_agent: string | null;
                                /** Format: uuid */
                                user_id: string;
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** As GET /login_history/, with the parameters in the body */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        from?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** Format: date-time */
                        to?: string;
                        /** Format: uuid */
                        user_id?: string;
                    };
                };
            };
            responses: {
                /** @description A page of logins */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            page: number;
                            page_size: number;
                            results: {
                                email: string | null;
                                ip: string | null;
                                /** Format: date-time */
                                logged_in_at: string;
                                mfa: boolean;
                                name: string | null;
                                /** Format: uuid */
                                session_id: string;
                                user_agent: string | null;
                                /** Format: uuid */
                                user_id: string;
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan_users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who uses the unlimited plan: whether a selection is in force (more accounts than the plan allows) and who is selected */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plan users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            /** Format: uuid */
                            client_id: string;
                            max_accounts: number;
                            required: boolean;
                            selected_user_ids: string[];
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /**
         * Select who uses the unlimited plan while the client has more accounts than it allows (section 4)
         * @description Only the client’s admin, who is always among the selected users (added when left out). Only the selected users and the admin can log in while the selection is in force; the others are refused with PLAN_USER_NOT_SELECTED. Refusals: no selection needed (PLAN_USERS_NOT_REQUIRED), more users than the plan allows (PLAN_USERS_OVER_MAXIMUM), a user not of the client (NOT_FOUND). A refused selection stores nothing.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Selected */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            /** Format: uuid */
                            client_id: string;
                            max_accounts: number;
                            required: boolean;
                            selected_user_ids: string[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s plan and what PlanRenew offers: every plan and add-on, its price where shown, and why it cannot be chosen */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plans */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "THB" | "IDR";
                            current: {
                                /** Format: date-time */
                                changed_at: string | null;
                                /** Format: uuid */
                                client_id: string;
                                expired: boolean;
                                /** Format: date-time */
                                expired_at: string | null;
                                left_free: boolean;
                                plan_generate_id: number | null;
                                plan_id: number;
                                plan_key_visual_id: number | null;
                                plan_option_id: number | null;
                                running_periods: {
                                    /** @enum {string} */
                                    kind: "option" | "generate" | "key_visual";
                                    plan_id: number;
                                    /** Format: date-time */
                                    until: string | null;
                                }[];
                                selected_user_ids: string[];
                            };
                            generate: {
                                has_fee: boolean;
                                id: number;
                                /** @enum {string} */
                                kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                                refusal: string | null;
                                /** @enum {string|null} */
                                unit_type_period: "day" | "month" | null;
                                validity_period: number | null;
                            }[];
                            key_visual: {
                                has_fee: boolean;
                                id: number;
                                /** @enum {string} */
                                kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                                refusal: string | null;
                                /** @enum {string|null} */
                                unit_type_period: "day" | "month" | null;
                                validity_period: number | null;
                            }[];
                            max_accounts: number;
                            options: {
                                has_fee: boolean;
                                id: number;
                                /** @enum {string} */
                                kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                                refusal: string | null;
                                /** @enum {string|null} */
                                unit_type_period: "day" | "month" | null;
                                validity_period: number | null;
                            }[];
                            plans: {
                                has_fee: boolean;
                                id: number;
                                /** @enum {string} */
                                kind: "adhoc" | "by_month" | "not_fee" | "option" | "generate" | "key_visual";
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                                refusal: string | null;
                                /** @enum {string|null} */
                                unit_type_period: "day" | "month" | null;
                                validity_period: number | null;
                            }[];
                            setting_plan: number;
                            show_prices: boolean;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pre_register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pre-registration: a /register/{token} link valid 24 h goes by mail (same answer for every address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default jp
                         * @enum {string}
                         */
                        country?: "jp" | "cn" | "th" | "id" | "ot";
                        email: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                    };
                };
            };
            responses: {
                /** @description The mail is on its way */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "mail_sent";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client’s projects, newest first, by tab of the past-project list (all, evaluation, shelf, generation, logo, naming/copy) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    tab?: "all" | "evaluation" | "shelf" | "generation" | "logo" | "naming_copy";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            page_size: number;
                            rows: {
                                /** @enum {string} */
                                country: "jp" | "cn" | "th" | "id" | "ot";
                                /** Format: date-time */
                                created_at: string;
                                created_by: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string | null;
                                };
                                days_left: number;
                                department: string;
                                expired: boolean;
                                /** Format: date-time */
                                expires_at: string;
                                /** Format: uuid */
                                id: string;
                                image_count: number;
                                menus: string[];
                                name: string;
                                segment_ids: number[];
                                /** @enum {string} */
                                status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                                type: number;
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a project (section 2, step 1): a package evaluation (type 1) or a shelf heat map (type 4)
         * @description Shelf projects are for clients in Japan on a paid plan (section 6).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country?: "jp" | "cn" | "th" | "id" | "ot";
                        /** @default  */
                        department?: string;
                        name: string;
                        /** @default 1 */
                        type?: 1 | 4;
                    };
                };
            };
            responses: {
                /** @description The new project */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with its steps, images (signed preview links) and calculation progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/analysis_reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the AI analysis report of calculated images (section 1; Japan, Japanese, paid plans: section 6; 12,000 JPY)
         * @description Runs in the background on the scoring threads (about 5-10 s per image with six segments); poll the report until `status` is `completed`. At most 10 images (section 9). Charged once, when at least one image was analysed. Every number is measured by the product's own models; `demo_model` says when they were trained on the simulated demo panel.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        image_ids: string[];
                        /** @default null */
                        pack_height_cm?: number | null;
                    };
                };
            };
            responses: {
                /** @description The report, running */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            analysis_id: string;
                            analysis_types: {
                                id: number;
                                key: string;
                                label: string;
                            }[];
                            /** Format: date-time */
                            completed_at: string | null;
                            demo_model: boolean | null;
                            images: {
                                attribution: {
                                    columns: number;
                                    rows: number;
                                    segments: {
                                        cells: number[];
                                        segment_id: number;
                                        url: string;
                                    }[];
                                } | null;
                                candidates: {
                                    deltas: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    key: string;
                                    mean_delta: number;
                                    /** @enum {string} */
                                    scope: "global" | "name" | "layout";
                                }[];
                                design: {
                                    [key: string]: number;
                                };
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                heatmap_url: string | null;
                                height: number | null;
                                /** Format: uuid */
                                image_id: string;
                                modified: {
                                    deltas: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    design_url: string;
                                    heatmap_url: string;
                                    key: string;
                                    mean_delta: number;
                                    /** @enum {string} */
                                    scope: "global" | "name" | "layout";
                                }[];
                                name: string;
                                norms: {
                                    category_id: number | null;
                                    features: {
                                        median: number;
                                        name: string;
                                        p25: number;
                                        p75: number;
                                        /** @enum {string} */
                                        position: "below" | "within" | "above";
                                        value: number;
                                    }[];
                                    packs: number;
                                    segment_id: number;
                                }[];
                                notices: {
                                    analysis_type: number;
                                    key: string;
                                    label: string;
                                    measured: {
                                        [key: string]: number;
                                    };
                                    region: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    rule: string;
                                    segment_ids: number[];
                                    type: number;
                                }[];
                                preference: {
                                    segment_id: number;
                                    value: number;
                                }[];
                                product_name: {
                                    attention_lift: number;
                                    attention_share: number;
                                    attribution: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    box: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    };
                                    contrast_ratio: number;
                                    legible_up_to_m: number;
                                    letter_height_mm: number;
                                } | null;
                                /** @enum {string} */
                                status: "waiting" | "analysed" | "failed";
                                width: number | null;
                            }[];
                            model_version: string | null;
                            pack_height_cm: number | null;
                            price: {
                                amount: number;
                                currency: string;
                            };
                            /** Format: uuid */
                            project_id: string;
                            /** Format: date-time */
                            requested_at: string;
                            segment_ids: number[];
                            /** @enum {string} */
                            status: "running" | "completed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/analysis_reports/{analysisId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An AI analysis report: per image the attribution per segment, diagnostics against the best packs, notices, and the re-scored modified designs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    analysisId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report as far as it has run */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            analysis_id: string;
                            analysis_types: {
                                id: number;
                                key: string;
                                label: string;
                            }[];
                            /** Format: date-time */
                            completed_at: string | null;
                            demo_model: boolean | null;
                            images: {
                                attribution: {
                                    columns: number;
                                    rows: number;
                                    segments: {
                                        cells: number[];
                                        segment_id: number;
                                        url: string;
                                    }[];
                                } | null;
                                candidates: {
                                    deltas: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    key: string;
                                    mean_delta: number;
                                    /** @enum {string} */
                                    scope: "global" | "name" | "layout";
                                }[];
                                design: {
                                    [key: string]: number;
                                };
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                heatmap_url: string | null;
                                height: number | null;
                                /** Format: uuid */
                                image_id: string;
                                modified: {
                                    deltas: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    design_url: string;
                                    heatmap_url: string;
                                    key: string;
                                    mean_delta: number;
                                    /** @enum {string} */
                                    scope: "global" | "name" | "layout";
                                }[];
                                name: string;
                                norms: {
                                    category_id: number | null;
                                    features: {
                                        median: number;
                                        name: string;
                                        p25: number;
                                        p75: number;
                                        /** @enum {string} */
                                        position: "below" | "within" | "above";
                                        value: number;
                                    }[];
                                    packs: number;
                                    segment_id: number;
                                }[];
                                notices: {
                                    analysis_type: number;
                                    key: string;
                                    label: string;
                                    measured: {
                                        [key: string]: number;
                                    };
                                    region: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    rule: string;
                                    segment_ids: number[];
                                    type: number;
                                }[];
                                preference: {
                                    segment_id: number;
                                    value: number;
                                }[];
                                product_name: {
                                    attention_lift: number;
                                    attention_share: number;
                                    attribution: {
                                        segment_id: number;
                                        value: number;
                                    }[];
                                    box: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    };
                                    contrast_ratio: number;
                                    legible_up_to_m: number;
                                    letter_height_mm: number;
                                } | null;
                                /** @enum {string} */
                                status: "waiting" | "analysed" | "failed";
                                width: number | null;
                            }[];
                            model_version: string | null;
                            pack_height_cm: number | null;
                            price: {
                                amount: number;
                                currency: string;
                            };
                            /** Format: uuid */
                            project_id: string;
                            /** Format: date-time */
                            requested_at: string;
                            segment_ids: number[];
                            /** @enum {string} */
                            status: "running" | "completed";
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/analysis_reports/{analysisId}/modified_designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a modified design: a new package evaluation with it as its image, calculated at once (the loop closes)
         * @description The new project copies the original's menus, segments, category, product copy, standard value and concept, and is asked to calculate (its image counts against the quota like any upload). Poll it like any project; its results are the modified design's.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    analysisId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        image_id: string;
                        key: string;
                    };
                };
            };
            responses: {
                /** @description The new project, calculating */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the calculation: the images are counted against the plan’s quota (and given back if they fail) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Calculating; poll the project for progress */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose each image’s product category */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        images: {
                            category_id: number;
                            /** Format: uuid */
                            image_id: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/concept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enter the concept for concept matching, or skip it ({"skip": true}) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "ja" | "zh" | "en";
                        text: string;
                    } | {
                        /** @enum {boolean} */
                        skip: true;
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/concept/assist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a concept text from a few keywords (offline assistant unless a text provider is configured) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id?: number;
                        /** @enum {string} */
                        language: "ja" | "zh" | "en";
                        /** @default  */
                        prompt?: string;
                        /** @enum {string} */
                        shape?: "bottle" | "can" | "carton" | "pouch" | "box" | "bag" | "jar" | "tube" | "cup" | "tray" | "other";
                    };
                };
            };
            responses: {
                /** @description A suggestion */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            demo: boolean;
                            model: string;
                            provider: string;
                            text: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload up to 10 images (jpg, png, or the first page of a pdf; 4 MB each, 15 MB on shelf projects)
         * @description multipart/form-data with one `files` part per image and one `names` part per image in the same order (the image name, 1-20 characters). Files are checked by their bytes; the whole upload is refused, and nothing stored, when one file is refused or the images would exceed the plan’s quota.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        files?: string[];
                        names?: string | string[];
                    };
                };
            };
            responses: {
                /** @description The project with its new images */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                413: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                415: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an image before the calculation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/images/{imageId}/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark product boxes on a shelf image (also after the calculation): results show each box’s share of attention */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        regions: {
                            height: number;
                            /** @default  */
                            label?: string;
                            region_id: string;
                            width: number;
                            x: number;
                            y: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the menus (the preference score is always included) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        menus: ("preference_score" | "heatmap" | "image_word" | "image_word_scatter" | "preference_variance" | "concept_matching" | "shelf_heatmap")[];
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/product_copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enter the product copy of each image (Japan only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        images: {
                            /** Format: uuid */
                            image_id: string;
                            product_copy: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A PDF report of the results in the caller’s language (over_all, heatmap, image_word_line, image_word_scatter, variance, concept_matching, shelve; analysis with `analysis_id`: the AI analysis report, once completed) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        analysis_id?: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        segment_id?: number;
                        /** @enum {string} */
                        type: "over_all" | "heatmap" | "image_word_line" | "image_word_scatter" | "variance" | "concept_matching" | "analysis" | "shelve";
                        word_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Results per segment (scores, rank, spread, image words, standard value), heat maps and concept matching */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            concept: {
                                driving_words: string[];
                                /** Format: uuid */
                                image_id: string;
                                level: number;
                                score: number;
                            }[];
                            heatmap_model: string | null;
                            heatmaps: {
                                height: number;
                                /** Format: uuid */
                                image_id: string;
                                map_url: string;
                                overlay_url: string;
                                regions: {
                                    label: string;
                                    region_id: string;
                                    share: number;
                                }[];
                                width: number;
                            }[];
                            model: {
                                demo: boolean;
                                version: string;
                            } | null;
                            project: {
                                calculation: {
                                    /** Format: date-time */
                                    completed_at: string | null;
                                    done: number;
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: date-time */
                                    requested_at: string;
                                    total: number;
                                } | null;
                                concept: {
                                    /** @enum {string} */
                                    language: "ja" | "zh" | "en";
                                    text: string;
                                } | null;
                                concept_skipped: boolean;
                                /** @enum {string} */
                                country: "jp" | "cn" | "th" | "id" | "ot";
                                /** Format: date-time */
                                created_at: string;
                                created_by: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string | null;
                                };
                                days_left: number;
                                department: string;
                                expired: boolean;
                                /** Format: date-time */
                                expires_at: string;
                                /** Format: uuid */
                                id: string;
                                image_count: number;
                                images: {
                                    bytes: number;
                                    category_id: number | null;
                                    failure: {
                                        code: string;
                                        message: string;
                                    } | null;
                                    file_name: string;
                                    height: number | null;
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    media_type: "image/jpeg" | "image/png" | "application/pdf";
                                    name: string;
                                    preview_url: string;
                                    product_copy: string;
                                    regions: {
                                        height: number;
                                        /** @default  */
                                        label: string;
                                        region_id: string;
                                        width: number;
                                        x: number;
                                        y: number;
                                    }[];
                                    /** @enum {string} */
                                    status: "pending" | "calculating" | "done" | "failed";
                                    width: number | null;
                                }[];
                                menus: string[];
                                missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                                name: string;
                                segment_ids: number[];
                                standard_value: {
                                    mode: 0 | 1 | 2 | 3;
                                    values: {
                                        [key: string]: number;
                                    };
                                };
                                /** @enum {string} */
                                status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                                type: number;
                            };
                            segments: {
                                image_words: {
                                    /** Format: uuid */
                                    image_id: string;
                                    words: {
                                        probability: number;
                                        word_id: number;
                                    }[];
                                }[];
                                scores: {
                                    final_score: number;
                                    /** Format: uuid */
                                    image_id: string;
                                    order: number;
                                    rank: number;
                                    sd: number;
                                    standard_diff: number | null;
                                }[];
                                segment_id: number;
                                standard_value: number | null;
                            }[];
                            /** @enum {string|null} */
                            standard_value_note: "NO_PAST_SCORE" | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/scatter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The image-word scatter: each image’s probability of two image words in a segment */
        get: {
            parameters: {
                query: {
                    segment_id?: number;
                    word_ids: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The points */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            points: {
                                /** Format: uuid */
                                image_id: string;
                                name: string;
                                x: number;
                                y: number;
                            }[];
                            segment_id: number;
                            word_ids: [
                                number,
                                number
                            ];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose up to 6 consumer segments */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        segment_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/standard_value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose what scores are compared with: 0 none, 1 PLUG data, 2 the company’s past scores, 3 its own values (0-5 per segment) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mode: 0 | 1 | 2 | 3;
                        /** @default {} */
                        values?: {
                            [key: string]: number;
                        };
                    };
                };
            };
            responses: {
                /** @description The project after the step */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calculation: {
                                /** Format: date-time */
                                completed_at: string | null;
                                done: number;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                requested_at: string;
                                total: number;
                            } | null;
                            concept: {
                                /** @enum {string} */
                                language: "ja" | "zh" | "en";
                                text: string;
                            } | null;
                            concept_skipped: boolean;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            days_left: number;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            image_count: number;
                            images: {
                                bytes: number;
                                category_id: number | null;
                                failure: {
                                    code: string;
                                    message: string;
                                } | null;
                                file_name: string;
                                height: number | null;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                media_type: "image/jpeg" | "image/png" | "application/pdf";
                                name: string;
                                preview_url: string;
                                product_copy: string;
                                regions: {
                                    height: number;
                                    /** @default  */
                                    label: string;
                                    region_id: string;
                                    width: number;
                                    x: number;
                                    y: number;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "calculating" | "done" | "failed";
                                width: number | null;
                            }[];
                            menus: string[];
                            missing_steps: ("select_menu" | "select_segment" | "select_image" | "select_category" | "input_concept")[];
                            name: string;
                            segment_ids: number[];
                            standard_value: {
                                mode: 0 | 1 | 2 | 3;
                                values: {
                                    [key: string]: number;
                                };
                            };
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            type: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register_user_trial/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trial registration with e-mail and password: a link to start the trial goes by mail (same answer for every address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default jp
                         * @enum {string}
                         */
                        country?: "jp" | "cn" | "th" | "id" | "ot";
                        email: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The mail is on its way */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "mail_sent";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a registration link is for, while it is valid (24 h, once) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** @enum {string} */
                            kind: "full" | "trial";
                            /** @enum {string} */
                            language: "ja" | "en" | "zh-CN";
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send the registration form (full link; then plan select) or start the trial (trial link; logged in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Form accepted: continue with /register/plan_select?user=... */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            next: "plan_select";
                            user: string;
                        };
                    };
                };
                /** @description Trial started and logged in */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            expires_in: number;
                            group_id: string;
                            token: string;
                            user: {
                                /** Format: uuid */
                                client_id: string | null;
                                company: string | null;
                                /** @enum {string|null} */
                                country: "jp" | "cn" | "th" | "id" | "ot" | null;
                                email: string;
                                /** Format: date-time */
                                expired_at: string | null;
                                /** Format: uuid */
                                id: string;
                                is_active: boolean;
                                is_superuser: boolean;
                                max_images: number | null;
                                name: string;
                                plan: {
                                    id: number;
                                    max_accounts: number;
                                    max_images: number | null;
                                    name: string;
                                    name_cn: string;
                                    name_en: string;
                                    plan_type: number;
                                    unit_type_period: string | null;
                                } | null;
                                plan_generate: number | null;
                                plan_key_visual: number | null;
                                plan_option: {
                                    max_accounts: number;
                                    /** @enum {string} */
                                    type: "day" | "month";
                                } | null;
                                role: 0 | 1 | 2;
                                setting_plan: number;
                                used_amount: number;
                            };
                            /** Format: uuid */
                            user_id: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The completed registration (with the company group id) */
        get: {
            parameters: {
                query: {
                    user: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Completed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            building: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            email: string;
                            furigana: string;
                            group_id: string | null;
                            headquarters: string;
                            name: string;
                            organization: string;
                            plan: {
                                has_fee: boolean;
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                            } | null;
                            /** @enum {string} */
                            status: "plan_select" | "confirm" | "completed";
                            telephone: string;
                            zip_code: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was entered and chosen, to confirm */
        get: {
            parameters: {
                query: {
                    user: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Summary */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            building: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            email: string;
                            furigana: string;
                            group_id: string | null;
                            headquarters: string;
                            name: string;
                            organization: string;
                            plan: {
                                has_fee: boolean;
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                            } | null;
                            /** @enum {string} */
                            status: "plan_select" | "confirm" | "completed";
                            telephone: string;
                            zip_code: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Complete the registration: the client and its administrator are created and logged in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user: string;
                    };
                };
            };
            responses: {
                /** @description Registered and logged in */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            expires_in: number;
                            group_id: string;
                            token: string;
                            user: {
                                /** Format: uuid */
                                client_id: string | null;
                                company: string | null;
                                /** @enum {string|null} */
                                country: "jp" | "cn" | "th" | "id" | "ot" | null;
                                email: string;
                                /** Format: date-time */
                                expired_at: string | null;
                                /** Format: uuid */
                                id: string;
                                is_active: boolean;
                                is_superuser: boolean;
                                max_images: number | null;
                                name: string;
                                plan: {
                                    id: number;
                                    max_accounts: number;
                                    max_images: number | null;
                                    name: string;
                                    name_cn: string;
                                    name_en: string;
                                    plan_type: number;
                                    unit_type_period: string | null;
                                } | null;
                                plan_generate: number | null;
                                plan_key_visual: number | null;
                                plan_option: {
                                    max_accounts: number;
                                    /** @enum {string} */
                                    type: "day" | "month";
                                } | null;
                                role: 0 | 1 | 2;
                                setting_plan: number;
                                used_amount: number;
                            };
                            /** Format: uuid */
                            user_id: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register/plan_select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans a new client can start on, and the one chosen so far */
        get: {
            parameters: {
                query: {
                    user: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plans */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            email: string;
                            organization: string;
                            plans: {
                                has_fee: boolean;
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                            }[];
                            selected_plan_id: number | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Choose the plan (trial 7, free 3, ad hoc 2, unlimited 1) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        user: string;
                    };
                };
            };
            responses: {
                /** @description Chosen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            email: string;
                            organization: string;
                            plans: {
                                has_fee: boolean;
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                price: number | null;
                                price_cn: number | null;
                                price_id: number | null;
                                price_th: number | null;
                            }[];
                            selected_plan_id: number | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a reset link is still valid, with the masked address */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Valid link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Set the new password; the link is used up and older sessions end */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "password_changed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** A /register/password_new/{token} link (24 h) goes by mail when the address has an account; same answer either way */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                    };
                };
            };
            responses: {
                /** @description The mail is on its way if the address has an account */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "mail_sent";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service_gate/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller may use a service (section 6), in the request’s language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    service: "survey" | "shelf" | "namingCopy" | "designGeneration" | "keyVisual" | "concept" | "analysisReport" | "conceptMatching";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowed: boolean;
                            code: string | null;
                            /** @enum {string|null} */
                            fallback: "Home" | "TypeProject" | null;
                            message: string | null;
                            /** @enum {string|null} */
                            reason: "japanOnly" | "japaneseOnly" | "paidOnly" | "planRequired" | null;
                            /** @enum {string} */
                            service: "survey" | "shelf" | "namingCopy" | "designGeneration" | "keyVisual" | "concept" | "analysisReport" | "conceptMatching";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings the customer app reads: plan setting, languages, cost display, the caller’s country setting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chat: {
                                request_limit: number;
                                token_limit: number;
                            };
                            cost_display: boolean;
                            country_setting: {
                                /** @enum {string} */
                                country: "jp" | "cn" | "th" | "id" | "ot";
                                max_images: number | null;
                                status: 0 | 1;
                            } | null;
                            display_languages: ("ja" | "en" | "zh-CN")[];
                            /** @enum {string} */
                            initial_language: "ja" | "en" | "zh-CN";
                            plan_setting: number;
                            show_prices: boolean;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/amount_setting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether costs are shown, and whether the caller sees payment amounts (section 6) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Amount setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cost_display: boolean;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "THB" | "IDR";
                            show_prices: boolean;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/chat_config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat limits and whether an API key is set (its last four characters only; super admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Chat configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            api_key_last_four: string | null;
                            api_key_set: boolean;
                            request_limit: number;
                            token_limit: number;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Change chat limits and the API key (stored encrypted; an empty key removes it; super admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        api_key?: string | null;
                        request_limit?: number;
                        token_limit?: number;
                    };
                };
            };
            responses: {
                /** @description Chat configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            api_key_last_four: string | null;
                            api_key_set: boolean;
                            request_limit: number;
                            token_limit: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/edit_plan_setting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set who may change plans (super admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_setting: number | null;
                    };
                };
            };
            responses: {
                /** @description Plan setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan_setting: number | null;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/language_setting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Selectable display languages and the initial language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Language setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            display_languages: ("ja" | "en" | "zh-CN")[];
                            /** @enum {string} */
                            initial_language: "ja" | "en" | "zh-CN";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/max_image_setting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country settings (status: prices and image limits shown; max images): the caller’s country, or all for super admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Country settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            max_images: number | null;
                            status: 0 | 1;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/plan_setting/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may change plans: 0 none, 1 all, 2 ad hoc only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plan setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan_setting: number | null;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a naming/catch-phrase project (type 5) or a concept project (type 8)
         * @description Section 6: Japan, the Japanese interface, and a monthly, generate or naming/copy option plan.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        department?: string;
                        name: string;
                        type: 5 | 8;
                    };
                };
            };
            responses: {
                /** @description The new project */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brief: {
                                category_id: number;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                concept_type: "TRENDS" | "NEEDS" | "NEW_USAGE" | "TECHNOLOGY" | null;
                                count: number;
                                /** @default [] */
                                features: string[];
                                /** @enum {string} */
                                language?: "ja" | "en" | "zh-CN";
                                /** @default null */
                                max_chars: number | null;
                                /** @default  */
                                message: string;
                                /**
                                 * @default gpt_4o
                                 * @enum {string}
                                 */
                                model_code: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                                product: string;
                                /** @enum {string} */
                                service: "names" | "catch_phrases" | "concepts";
                                /** @default  */
                                target: string;
                                /** @default  */
                                tone: string;
                                /** @default [] */
                                words_to_avoid: string[];
                                /** @default [] */
                                words_to_use: string[];
                            } | null;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            days_left: number;
                            demo_notice: string | null;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            favourites: string[];
                            /** Format: uuid */
                            id: string;
                            limits: {
                                request_limit: number;
                                requests_used: number;
                                token_limit: number;
                            };
                            name: string;
                            panels: {
                                /** Format: date-time */
                                completed_at: string | null;
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                provenance_url: string | null;
                                provider: string;
                                ratings: {
                                    item: string;
                                    segments: {
                                        distribution: number[];
                                        mean: number;
                                        sd: number;
                                        segment_id: number;
                                    }[];
                                }[];
                                /** Format: date-time */
                                requested_at: string;
                                samples: number;
                                segment_ids: number[];
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            turns: {
                                /** Format: date-time */
                                completed_at: string | null;
                                concepts: {
                                    benefit: string;
                                    insight: string;
                                    reason_to_believe: string;
                                    title: string;
                                }[];
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                instruction: string | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                                turn: number;
                            }[];
                            type: 5 | 8;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A text project: brief, answers, favourites, limits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brief: {
                                category_id: number;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                concept_type: "TRENDS" | "NEEDS" | "NEW_USAGE" | "TECHNOLOGY" | null;
                                count: number;
                                /** @default [] */
                                features: string[];
                                /** @enum {string} */
                                language?: "ja" | "en" | "zh-CN";
                                /** @default null */
                                max_chars: number | null;
                                /** @default  */
                                message: string;
                                /**
                                 * @default gpt_4o
                                 * @enum {string}
                                 */
                                model_code: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                                product: string;
                                /** @enum {string} */
                                service: "names" | "catch_phrases" | "concepts";
                                /** @default  */
                                target: string;
                                /** @default  */
                                tone: string;
                                /** @default [] */
                                words_to_avoid: string[];
                                /** @default [] */
                                words_to_use: string[];
                            } | null;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            days_left: number;
                            demo_notice: string | null;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            favourites: string[];
                            /** Format: uuid */
                            id: string;
                            limits: {
                                request_limit: number;
                                requests_used: number;
                                token_limit: number;
                            };
                            name: string;
                            panels: {
                                /** Format: date-time */
                                completed_at: string | null;
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                provenance_url: string | null;
                                provider: string;
                                ratings: {
                                    item: string;
                                    segments: {
                                        distribution: number[];
                                        mean: number;
                                        sd: number;
                                        segment_id: number;
                                    }[];
                                }[];
                                /** Format: date-time */
                                requested_at: string;
                                samples: number;
                                segment_ids: number[];
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            turns: {
                                /** Format: date-time */
                                completed_at: string | null;
                                concepts: {
                                    benefit: string;
                                    insight: string;
                                    reason_to_believe: string;
                                    title: string;
                                }[];
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                instruction: string | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                                turn: number;
                            }[];
                            type: 5 | 8;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The information step: what to write (names, catch-phrases or concepts), how many, on which model */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id: number;
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        concept_type?: "TRENDS" | "NEEDS" | "NEW_USAGE" | "TECHNOLOGY" | null;
                        count: number;
                        /** @default [] */
                        features?: string[];
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        /** @default null */
                        max_chars?: number | null;
                        /** @default  */
                        message?: string;
                        /**
                         * @default gpt_4o
                         * @enum {string}
                         */
                        model_code?: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                        product: string;
                        /** @enum {string} */
                        service: "names" | "catch_phrases" | "concepts";
                        /** @default  */
                        target?: string;
                        /** @default  */
                        tone?: string;
                        /** @default [] */
                        words_to_avoid?: string[];
                        /** @default [] */
                        words_to_use?: string[];
                    };
                };
            };
            responses: {
                /** @description The project with its brief */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brief: {
                                category_id: number;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                concept_type: "TRENDS" | "NEEDS" | "NEW_USAGE" | "TECHNOLOGY" | null;
                                count: number;
                                /** @default [] */
                                features: string[];
                                /** @enum {string} */
                                language?: "ja" | "en" | "zh-CN";
                                /** @default null */
                                max_chars: number | null;
                                /** @default  */
                                message: string;
                                /**
                                 * @default gpt_4o
                                 * @enum {string}
                                 */
                                model_code: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                                product: string;
                                /** @enum {string} */
                                service: "names" | "catch_phrases" | "concepts";
                                /** @default  */
                                target: string;
                                /** @default  */
                                tone: string;
                                /** @default [] */
                                words_to_avoid: string[];
                                /** @default [] */
                                words_to_use: string[];
                            } | null;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            days_left: number;
                            demo_notice: string | null;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            favourites: string[];
                            /** Format: uuid */
                            id: string;
                            limits: {
                                request_limit: number;
                                requests_used: number;
                                token_limit: number;
                            };
                            name: string;
                            panels: {
                                /** Format: date-time */
                                completed_at: string | null;
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                provenance_url: string | null;
                                provider: string;
                                ratings: {
                                    item: string;
                                    segments: {
                                        distribution: number[];
                                        mean: number;
                                        sd: number;
                                        segment_id: number;
                                    }[];
                                }[];
                                /** Format: date-time */
                                requested_at: string;
                                samples: number;
                                segment_ids: number[];
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            turns: {
                                /** Format: date-time */
                                completed_at: string | null;
                                concepts: {
                                    benefit: string;
                                    insight: string;
                                    reason_to_believe: string;
                                    title: string;
                                }[];
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                instruction: string | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                                turn: number;
                            }[];
                            type: 5 | 8;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/concepts/{index}/evaluation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a package evaluation whose concept is this generated concept (concept matching reads it) */
        post: {
            parameters: {
                query?: {
                    job_id?: string;
                };
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                    index: number | null;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The evaluation project */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            project_id: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the answers as CSV or PDF */
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "pdf";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (text/csv or application/pdf) */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark favourites among the answers (kept at the top of later refinements) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        favourites: string[];
                    };
                };
            };
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brief: {
                                category_id: number;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                concept_type: "TRENDS" | "NEEDS" | "NEW_USAGE" | "TECHNOLOGY" | null;
                                count: number;
                                /** @default [] */
                                features: string[];
                                /** @enum {string} */
                                language?: "ja" | "en" | "zh-CN";
                                /** @default null */
                                max_chars: number | null;
                                /** @default  */
                                message: string;
                                /**
                                 * @default gpt_4o
                                 * @enum {string}
                                 */
                                model_code: "gpt_4o" | "gemini_2_0_flash" | "claude_4_5_sonnet";
                                product: string;
                                /** @enum {string} */
                                service: "names" | "catch_phrases" | "concepts";
                                /** @default  */
                                target: string;
                                /** @default  */
                                tone: string;
                                /** @default [] */
                                words_to_avoid: string[];
                                /** @default [] */
                                words_to_use: string[];
                            } | null;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            /** Format: date-time */
                            created_at: string;
                            days_left: number;
                            demo_notice: string | null;
                            department: string;
                            expired: boolean;
                            /** Format: date-time */
                            expires_at: string;
                            favourites: string[];
                            /** Format: uuid */
                            id: string;
                            limits: {
                                request_limit: number;
                                requests_used: number;
                                token_limit: number;
                            };
                            name: string;
                            panels: {
                                /** Format: date-time */
                                completed_at: string | null;
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                provenance_url: string | null;
                                provider: string;
                                ratings: {
                                    item: string;
                                    segments: {
                                        distribution: number[];
                                        mean: number;
                                        sd: number;
                                        segment_id: number;
                                    }[];
                                }[];
                                /** Format: date-time */
                                requested_at: string;
                                samples: number;
                                segment_ids: number[];
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                            }[];
                            /** @enum {string} */
                            status: "DRAFT" | "PROGRESS" | "SUCCESS" | "FAILURE";
                            turns: {
                                /** Format: date-time */
                                completed_at: string | null;
                                concepts: {
                                    benefit: string;
                                    insight: string;
                                    reason_to_believe: string;
                                    title: string;
                                }[];
                                demo: boolean;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                instruction: string | null;
                                items: string[];
                                /** Format: uuid */
                                job_id: string;
                                model: string | null;
                                model_code: string;
                                provenance_url: string | null;
                                provider: string;
                                /** Format: date-time */
                                requested_at: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                                turn: number;
                            }[];
                            type: 5 | 8;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a consumer panel over names or catch-phrases: the text model plays respondents of each segment (a simulation)
         * @description Each respondent answers in words; the words are rated 1-5 by their similarity to anchor statements of the scale, and each item gets the mean and spread per segment. Runs as a job (follow it at /api/generation/jobs/{job_id}/events: `text` events say "done/total").
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items?: string[];
                        /** @default 3 */
                        samples?: number;
                        segment_ids: number[];
                        /** Format: uuid */
                        source_job_id?: string;
                    };
                };
            };
            responses: {
                /** @description The panel, running */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            completed_at: string | null;
                            demo: boolean;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            items: string[];
                            /** Format: uuid */
                            job_id: string;
                            model: string | null;
                            provenance_url: string | null;
                            provider: string;
                            ratings: {
                                item: string;
                                segments: {
                                    distribution: number[];
                                    mean: number;
                                    sd: number;
                                    segment_id: number;
                                }[];
                            }[];
                            /** Format: date-time */
                            requested_at: string;
                            samples: number;
                            segment_ids: number[];
                            /** @enum {string} */
                            status: "running" | "completed" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_projects/{id}/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the next answer (the first, or a refinement such as “shorter”); runs as a job
         * @description Answers 202 with the job. Follow it at `/api/generation/jobs/{job_id}/events` (server-sent events) or read the project again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
                     * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
                     */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        instruction?: string;
                    };
                };
            };
            responses: {
                /** @description The answer, queued */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            completed_at: string | null;
                            concepts: {
                                benefit: string;
                                insight: string;
                                reason_to_believe: string;
                                title: string;
                            }[];
                            demo: boolean;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            instruction: string | null;
                            items: string[];
                            /** Format: uuid */
                            job_id: string;
                            model: string | null;
                            model_code: string;
                            provenance_url: string | null;
                            provider: string;
                            /** Format: date-time */
                            requested_at: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed";
                            turn: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update_password_user_trial/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a trial user’s company registered, to open the information form filled */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered details */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            account_type: "corporation" | "personal";
                            address: string;
                            building: string;
                            /** @enum {string} */
                            country: "jp" | "cn" | "th" | "id" | "ot";
                            department: string;
                            furigana: string;
                            headquarters: string;
                            name: string;
                            organization: string;
                            telephone: string;
                            zip_code: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** A trial user completes their information (section 3’s form; a field left out is kept) and may change their password */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        account_type?: "corporation" | "personal";
                        address: string;
                        building?: string;
                        /** @enum {string} */
                        country: "jp" | "cn" | "th" | "id" | "ot";
                        current_password?: string;
                        department?: string;
                        furigana?: string;
                        headquarters?: string;
                        name: string;
                        new_password?: string;
                        organization?: string;
                        telephone: string;
                        zip_code?: string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string | null;
                            company: string | null;
                            /** @enum {string|null} */
                            country: "jp" | "cn" | "th" | "id" | "ot" | null;
                            email: string;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_active: boolean;
                            is_superuser: boolean;
                            max_images: number | null;
                            name: string;
                            plan: {
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                unit_type_period: string | null;
                            } | null;
                            plan_generate: number | null;
                            plan_key_visual: number | null;
                            plan_option: {
                                max_accounts: number;
                                /** @enum {string} */
                                type: "day" | "month";
                            } | null;
                            role: 0 | 1 | 2;
                            setting_plan: number;
                            used_amount: number;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage_amounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client’s usage per month (spend, images, tokens, tickets); amounts only where the admin may see them */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Usage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            months: {
                                /** Format: uuid */
                                client_id: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "THB" | "IDR";
                                images_calculated: number;
                                images_refunded: number;
                                month: string;
                                plan_fees: number | null;
                                tickets_used: number;
                                tokens_used: number;
                                total: number | null;
                                usage_fees: number | null;
                            }[];
                            show_amounts: boolean;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user (role 0) within the plan’s account maximum; without a password the user gets a set-password mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        department?: string;
                        email: string;
                        /** @default  */
                        furigana?: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        name: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            department: string;
                            email: string;
                            furigana: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: date-time */
                            last_login_at: string | null;
                            login_count: number;
                            name: string;
                            /** Format: date-time */
                            registered_at: string;
                            role: 0 | 1 | 2;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "lock";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user of the admin’s client (not the administrator) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_detail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user: role, plan, limits and country (section 3) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string | null;
                            company: string | null;
                            /** @enum {string|null} */
                            country: "jp" | "cn" | "th" | "id" | "ot" | null;
                            email: string;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_active: boolean;
                            is_superuser: boolean;
                            max_images: number | null;
                            name: string;
                            plan: {
                                id: number;
                                max_accounts: number;
                                max_images: number | null;
                                name: string;
                                name_cn: string;
                                name_en: string;
                                plan_type: number;
                                unit_type_period: string | null;
                            } | null;
                            plan_generate: number | null;
                            plan_key_visual: number | null;
                            plan_option: {
                                max_accounts: number;
                                /** @enum {string} */
                                type: "day" | "month";
                            } | null;
                            role: 0 | 1 | 2;
                            setting_plan: number;
                            used_amount: number;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user: the caller, a user of the admin’s client, or anyone for a super admin */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string | null;
                            company: string | null;
                            department: string;
                            email: string;
                            furigana: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            language: "ja" | "en" | "zh-CN";
                            /** Format: date-time */
                            last_login_at: string | null;
                            login_count: number;
                            name: string;
                            /** Format: date-time */
                            registered_at: string;
                            role: 0 | 1 | 2;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "lock";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        /** Change a user’s information (admins: also e-mail and status valid/invalid/lock) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        department?: string;
                        email?: string;
                        furigana?: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        name?: string;
                        /** @enum {string} */
                        status?: "valid" | "invalid" | "lock";
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string | null;
                            company: string | null;
                            department: string;
                            email: string;
                            furigana: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            language: "ja" | "en" | "zh-CN";
                            /** Format: date-time */
                            last_login_at: string | null;
                            login_count: number;
                            name: string;
                            /** Format: date-time */
                            registered_at: string;
                            role: 0 | 1 | 2;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "lock";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Conflicts with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin’s users, one page at a time, with the account count and the plan’s maximum */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    role?: number;
                    search?: string;
                    status?: "valid" | "invalid" | "lock";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            count: number;
                            max_accounts: number;
                            page: number;
                            page_size: number;
                            results: {
                                department: string;
                                email: string;
                                furigana: string;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                last_login_at: string | null;
                                login_count: number;
                                name: string;
                                /** Format: date-time */
                                registered_at: string;
                                role: 0 | 1 | 2;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "lock";
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** As GET /user_list/, with the parameters in the body */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        role?: number;
                        search?: string;
                        /** @enum {string} */
                        status?: "valid" | "invalid" | "lock";
                    };
                };
            };
            responses: {
                /** @description A page of users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            count: number;
                            max_accounts: number;
                            page: number;
                            page_size: number;
                            results: {
                                department: string;
                                email: string;
                                furigana: string;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                last_login_at: string | null;
                                login_count: number;
                                name: string;
                                /** Format: date-time */
                                registered_at: string;
                                role: 0 | 1 | 2;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "lock";
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users of client {id}, with its account count and maximum */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Staff */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account_count: number;
                            /** Format: uuid */
                            client_id: string;
                            company: string;
                            group_id: string;
                            max_accounts: number;
                            users: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                role: 0 | 1 | 2;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "lock";
                            }[];
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the presented API key is and may do (section 7’s user_token)
         * @description Send an API key as `Authorization: Bearer pk_live_…`. Nothing is exchanged: the key itself is the credential on every operation its scopes cover, and a second, derived token would only be one more secret to revoke. A partner calls this to check a key and read its scopes and expiry. Without a key: 401 API_KEY_INVALID.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            expires_at: string | null;
                            /** Format: uuid */
                            key_id: string;
                            name: string;
                            scopes: ("projects:read" | "projects:write" | "results:read" | "reports:read" | "generation:write" | "webhooks:read" | "webhooks:write")[];
                            /** @enum {string} */
                            token_type: "api_key";
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_trial_validate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the trial registration fields without storing anything */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default jp
                         * @enum {string}
                         */
                        country?: "jp" | "cn" | "th" | "id" | "ot";
                        email: string;
                        /** @enum {string} */
                        language?: "ja" | "en" | "zh-CN";
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Valid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_validate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the registration form (section 3) without storing anything */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default corporation
                         * @enum {string}
                         */
                        account_type?: "corporation" | "personal";
                        address: string;
                        /** @default  */
                        building?: string;
                        /** @enum {string} */
                        country: "jp" | "cn" | "th" | "id" | "ot";
                        /** @default  */
                        department?: string;
                        email?: string;
                        /** @default  */
                        furigana?: string;
                        /** @default  */
                        headquarters?: string;
                        name: string;
                        /** @default  */
                        organization?: string;
                        password: string;
                        telephone: string;
                        /** @enum {boolean} */
                        terms_agreed: true;
                        /** @default  */
                        zip_code?: string;
                    };
                };
            };
            responses: {
                /** @description Valid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_verification_info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the user’s logins are verified: MFA flag, masked address and phone, a pending code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Verification */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** Format: date-time */
                            last_login_at: string | null;
                            /** @enum {string} */
                            mfa_channel: "email";
                            mfa_enabled: boolean;
                            mfa_pending: boolean;
                            mfa_phone: string | null;
                            /** Format: date-time */
                            password_changed_at: string | null;
                            /** @enum {string} */
                            status: "valid" | "invalid" | "lock";
                            /** Format: uuid */
                            user_id: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client’s webhook endpoints, newest first (never their secrets)
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoints */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        }[];
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook endpoint: the answer carries its signing secret (`whsec_…`), shown this once
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND. In production the URL must be https on a public address: loopback, link-local, private and unique-local ranges (IPv4 and IPv6, also once the name is resolved) answer 422 WEBHOOK_URL_NOT_ALLOWED. Events: `calculation.completed`, `calculation.failed`, `report.ready`, `generation.completed`, `generation.failed` (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://hooks.example.com/packlens",
                     *       "description": "PIM sync",
                     *       "events": [
                     *         "calculation.completed",
                     *         "calculation.failed"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @default  */
                        description?: string;
                        events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                        url: string;
                    };
                };
            };
            responses: {
                /** @description The new endpoint, with `secret` this once */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret: string;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Breaks a business rule */
                422: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint: nothing more is delivered to it (its pending deliveries are dropped)
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint as it was */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint’s deliveries, newest first: status, attempts, next attempt, last answer
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    status?: "pending" | "delivered" | "failed";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deliveries */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** Format: uuid */
                            endpoint_id: string;
                            event_type: string;
                            id: string;
                            last_attempt_at: string | null;
                            last_error: string | null;
                            last_status_code: number | null;
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        }[];
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery: the body posted and every attempt (time, status code, duration, error)
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The delivery’s `webhook-id` */
                    deliveryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempt_log: {
                                attempt: number;
                                attempted_at: string;
                                duration_ms: number;
                                error: string | null;
                                replay: boolean;
                                response_excerpt: string | null;
                                status_code: number | null;
                            }[];
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** Format: uuid */
                            endpoint_id: string;
                            event_type: string;
                            id: string;
                            last_attempt_at: string | null;
                            last_error: string | null;
                            last_status_code: number | null;
                            next_attempt_at: string | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a delivery: one more attempt now, with the same `webhook-id` (and a new timestamp and signature)
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND. A delivery still being retried is tried now and keeps its schedule; a delivered or failed one gets this one attempt.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The delivery’s `webhook-id` */
                    deliveryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery, due now */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** Format: uuid */
                            endpoint_id: string;
                            event_type: string;
                            id: string;
                            last_attempt_at: string | null;
                            last_error: string | null;
                            last_status_code: number | null;
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a webhook endpoint: no new deliveries; those already made wait until it is enabled
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled webhook endpoint again
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            client_id: string;
                            created_at: string;
                            description: string;
                            events: ("calculation.completed" | "calculation.failed" | "report.ready" | "generation.completed" | "generation.failed")[];
                            /** Format: uuid */
                            id: string;
                            last_attempt: {
                                at: string;
                                ok: boolean;
                                status_code: number | null;
                            } | null;
                            pending_deliveries: number;
                            previous_secret_valid_until: string | null;
                            secret_rotated_at: string | null;
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            url: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown this once; the previous one keeps signing beside it for 24 hours
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND. During those 24 hours `webhook-signature` carries two `v1,` signatures (new secret first), so the receiver can switch without losing a delivery.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new secret */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            endpoint_id: string;
                            previous_secret_valid_until: string;
                            rotated_at: string;
                            secret: string;
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook.test` delivery to this endpoint, signed and retried like any other
         * @description The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, `webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery, on its way */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** Format: uuid */
                            endpoint_id: string;
                            event_type: string;
                            id: string;
                            last_attempt_at: string | null;
                            last_error: string | null;
                            last_status_code: number | null;
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
                /** @description Invalid input (catalogue code and field errors) */
                400: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not logged in, bad credentials or session timed out */
                401: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not allowed for this account */
                403: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Too many requests: this API key’s limit per minute is used up */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            code: string;
                            detail: string;
                            errors?: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                            instance?: string;
                            requestId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "calculation.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The calculation.completed message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            calculation_id: string;
                            completed_at: string;
                            failed_images: number;
                            failures: {
                                code: string;
                                /** Format: uuid */
                                image_id: string;
                            }[];
                            /** Format: uuid */
                            project_id: string;
                            results_url: string;
                            succeeded_images: number;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "calculation.completed";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "calculation.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The calculation.failed message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            calculation_id: string;
                            completed_at: string;
                            failed_images: number;
                            failures: {
                                code: string;
                                /** Format: uuid */
                                image_id: string;
                            }[];
                            /** Format: uuid */
                            project_id: string;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "calculation.failed";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "generation.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The generation.completed message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            completed_at: string;
                            demo?: boolean;
                            images?: number;
                            /** Format: uuid */
                            job_id: string;
                            mode?: string;
                            /** Format: uuid */
                            project_id: string;
                            service: string | null;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "generation.completed";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "generation.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The generation.failed message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            failed_at: string;
                            /** Format: uuid */
                            job_id: string;
                            /** Format: uuid */
                            project_id: string;
                            service: string | null;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "generation.failed";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The report.ready message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            calculation_id: string;
                            /** Format: uuid */
                            project_id: string;
                            reports_url: string;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "report.ready";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook.test message, POSTed to each endpoint that subscribed to it
         * @description Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The delivery’s id, the same on every retry and replay (de-duplicate on it) */
                    "webhook-id": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign */
                    "webhook-signature": string;
                    /** @description Unix seconds of this attempt */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            endpoint_id: string;
                            /** Format: uuid */
                            test_id: string;
                        };
                        timestamp: string;
                        /** @enum {string} */
                        type: "webhook.test";
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: {
        /**
         * @description Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.
         * @example 5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests per minute this API key may send (draft-ietf-httpapi-ratelimit-headers-06). */
        "RateLimit-Limit": number;
        /** @description The policy: `<limit>;w=60` (requests per 60-second window). */
        "RateLimit-Policy": string;
        /** @description Requests the key may still send at once. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the key’s full limit is available again. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before the next request is allowed. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

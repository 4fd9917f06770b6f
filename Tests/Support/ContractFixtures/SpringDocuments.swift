/// OpenAPI documents in the style Spring servers of this family publish (written for these tests, facts invented):
/// springfox's Swagger 2.0 with JeecgBoot's `Result«T»` wrapper, and springdoc's OpenAPI 3.0 with a `{code, msg, data}`
/// wrapper whose generic names are flattened (`CommonResultUserVO`). `SpringDocumentTests` drafts and lints them;
/// ``DraftedCorpus`` (the generator's agreement tests) compiles their drafts and runs their examples.
public enum SpringDocuments {
    public static let jeecgSwagger2 = ##"""
        {
          "swagger": "2.0",
          "info": { "title": "Fleet Admin", "description": "后台服务API接口文档", "version": "3.4.1" },
          "host": "fleet.example.com",
          "basePath": "/jeecg-boot",
          "schemes": ["https"],
          "securityDefinitions": { "X-Access-Token": { "type": "apiKey", "name": "X-Access-Token", "in": "header" } },
          "security": [{ "X-Access-Token": [] }],
          "paths": {
            "/sys/login": {
              "post": {
                "summary": "登录接口", "operationId": "loginUsingPOST",
                "parameters": [{ "in": "body", "name": "sysLoginModel", "required": true, "schema": { "$ref": "#/definitions/SysLoginModel" } }],
                "responses": {
                  "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«JSONObject»" },
                           "examples": { "application/json": { "success": true, "message": "登录成功", "code": 200, "result": { "token": "eyJhbGciOi.secret.sig", "userInfo": { "id": "e9ca23d68d884d4ebb19d07889727dae", "realname": "管理员" } }, "timestamp": 1792713600000 } } }
                },
                "security": []
              }
            },
            "/sys/user/getUserInfo": {
              "get": {
                "summary": "当前用户", "operationId": "getUserInfoUsingGET",
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«SysUser»" } } }
              }
            },
            "/sys/tenant/getTenantListByUserId": {
              "get": {
                "summary": "我的租户", "operationId": "getTenantListByUserIdUsingGET",
                "parameters": [{ "name": "userTenantStatus", "in": "query", "required": false, "type": "string", "enum": ["1", "2"] }],
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«List«SysTenant»»" } } }
              }
            },
            "/sys/user/queryById/{id}": {
              "get": {
                "summary": "按id查询", "operationId": "queryByIdUsingGET",
                "parameters": [{ "name": "id", "in": "path", "required": true, "type": "string" }],
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«SysUser»" } } }
              }
            },
            "/sys/common/upload": {
              "post": {
                "summary": "文件上传", "operationId": "uploadUsingPOST", "consumes": ["multipart/form-data"],
                "parameters": [
                  { "name": "file", "in": "formData", "required": true, "type": "file" },
                  { "name": "biz", "in": "formData", "required": false, "type": "string" }
                ],
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«string»" } } }
              }
            },
            "/sys/logout": {
              "post": {
                "summary": "退出登录", "operationId": "logoutUsingPOST",
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«object»" } } }
              }
            },
            "/sys/user/oldList": {
              "get": {
                "summary": "旧列表", "operationId": "oldListUsingGET", "deprecated": true,
                "responses": { "200": { "description": "OK", "schema": { "$ref": "#/definitions/Result«List«SysUser»»" } } }
              },
              "options": { "operationId": "optionsUsingOPTIONS", "responses": { "200": { "description": "OK" } } }
            }
          },
          "definitions": {
            "SysLoginModel": {
              "type": "object", "required": ["username", "password"],
              "properties": {
                "username": { "type": "string", "description": "账号" },
                "password": { "type": "string", "description": "密码" },
                "captcha": { "type": "string", "description": "验证码" },
                "checkKey": { "type": "string" }
              }
            },
            "SysUser": {
              "type": "object",
              "properties": {
                "id": { "type": "string" },
                "username": { "type": "string" },
                "realname": { "type": "string" },
                "sex": { "type": "integer", "format": "int32", "enum": [0, 1, 2] },
                "birthday": { "type": "string", "format": "date-time" },
                "loginTenantId": { "type": "integer", "format": "int32" },
                "status": { "type": "integer", "format": "int32" }
              }
            },
            "SysTenant": {
              "type": "object",
              "properties": {
                "id": { "type": "integer", "format": "int32" },
                "name": { "type": "string" },
                "status": { "type": "integer", "format": "int32" }
              }
            },
            "Result«JSONObject»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32", "description": "返回代码" },
                "message": { "type": "string", "description": "返回处理消息" },
                "result": { "type": "object", "description": "返回数据对象" },
                "success": { "type": "boolean", "description": "成功标志" },
                "timestamp": { "type": "integer", "format": "int64", "description": "时间戳" }
              }
            },
            "Result«SysUser»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32" }, "message": { "type": "string" },
                "result": { "$ref": "#/definitions/SysUser" }, "success": { "type": "boolean" },
                "timestamp": { "type": "integer", "format": "int64" }
              }
            },
            "Result«List«SysTenant»»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32" }, "message": { "type": "string" },
                "result": { "type": "array", "items": { "$ref": "#/definitions/SysTenant" } }, "success": { "type": "boolean" },
                "timestamp": { "type": "integer", "format": "int64" }
              }
            },
            "Result«List«SysUser»»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32" }, "message": { "type": "string" },
                "result": { "type": "array", "items": { "$ref": "#/definitions/SysUser" } }, "success": { "type": "boolean" },
                "timestamp": { "type": "integer", "format": "int64" }
              }
            },
            "Result«string»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32" }, "message": { "type": "string" },
                "result": { "type": "string" }, "success": { "type": "boolean" },
                "timestamp": { "type": "integer", "format": "int64" }
              }
            },
            "Result«object»": {
              "type": "object",
              "properties": {
                "code": { "type": "integer", "format": "int32" }, "message": { "type": "string" },
                "result": { "type": "object" }, "success": { "type": "boolean" },
                "timestamp": { "type": "integer", "format": "int64" }
              }
            }
          }
        }
        """##

    public static let springdoc3 = ##"""
        openapi: 3.0.1
        info:
          title: Depot Service
          version: v1
        servers:
          - url: https://depot.example.com/api
            description: Generated server url
        security:
          - Authorization: []
        paths:
          /depot/{depotId}/items:
            get:
              operationId: listItems
              summary: 仓库物品
              parameters:
                - { name: depotId, in: path, required: true, schema: { type: integer, format: int64 } }
                - { name: pageNo, in: query, required: false, schema: { type: integer, format: int32, default: 1 } }
              responses:
                "200":
                  description: OK
                  content:
                    "*/*":
                      schema: { $ref: "#/components/schemas/CommonResultPageResultItemVO" }
          /depot/items:
            post:
              operationId: createItem
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/ItemCreateReqVO" }
              responses:
                "200":
                  description: OK
                  content:
                    "*/*":
                      schema: { $ref: "#/components/schemas/CommonResultLong" }
          /system/auth/login:
            post:
              operationId: login
              security: []
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      required: [username, password]
                      properties:
                        username: { type: string }
                        password: { type: string }
              responses:
                "200":
                  description: OK
                  content:
                    "*/*":
                      schema: { $ref: "#/components/schemas/CommonResultAuthLoginRespVO" }
          /health:
            get:
              operationId: health
              security: []
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          status: { type: string, enum: [UP, DOWN] }
        components:
          securitySchemes:
            Authorization: { type: http, scheme: bearer }
          schemas:
            CommonResultPageResultItemVO:
              type: object
              properties:
                code: { type: integer, format: int32, example: 0 }
                data: { $ref: "#/components/schemas/PageResultItemVO" }
                msg: { type: string }
            CommonResultLong:
              type: object
              properties:
                code: { type: integer, format: int32 }
                data: { type: integer, format: int64 }
                msg: { type: string }
            CommonResultAuthLoginRespVO:
              type: object
              properties:
                code: { type: integer, format: int32 }
                data: { $ref: "#/components/schemas/AuthLoginRespVO" }
                msg: { type: string }
            PageResultItemVO:
              type: object
              required: [list, total]
              properties:
                list: { type: array, items: { $ref: "#/components/schemas/ItemVO" } }
                total: { type: integer, format: int64 }
            ItemVO:
              type: object
              required: [id, name]
              properties:
                id: { type: integer, format: int64 }
                name: { type: string }
                price: { type: number, nullable: true }
                kind: { type: string, enum: [TOOL, PART] }
                createTime: { type: string, format: date-time }
            ItemCreateReqVO:
              type: object
              required: [name]
              properties:
                name: { type: string, maxLength: 64 }
                price: { type: number }
            AuthLoginRespVO:
              type: object
              properties:
                userId: { type: integer, format: int64 }
                accessToken: { type: string }
                refreshToken: { type: string }
                expiresTime: { type: string, format: date-time }
        """##
}

import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  require_src
} from "./chunk-XYMUQKRC.js";
import {
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// cjs-with-names:node_modules/google-auth-library/build/src/index.js
var commonJs = __toESM(require_src());
var src_default = commonJs.default;
var gcpMetadata2 = commonJs["gcpMetadata"];
var gaxios2 = commonJs["gaxios"];
var AuthClient2 = commonJs["AuthClient"];
var DEFAULT_UNIVERSE2 = commonJs["DEFAULT_UNIVERSE"];
var Compute2 = commonJs["Compute"];
var GCPEnv2 = commonJs["GCPEnv"];
var IAMAuth2 = commonJs["IAMAuth"];
var IdTokenClient2 = commonJs["IdTokenClient"];
var JWTAccess2 = commonJs["JWTAccess"];
var JWT2 = commonJs["JWT"];
var Impersonated2 = commonJs["Impersonated"];
var CodeChallengeMethod2 = commonJs["CodeChallengeMethod"];
var OAuth2Client2 = commonJs["OAuth2Client"];
var ClientAuthentication2 = commonJs["ClientAuthentication"];
var LoginTicket2 = commonJs["LoginTicket"];
var UserRefreshClient2 = commonJs["UserRefreshClient"];
var AwsClient2 = commonJs["AwsClient"];
var AwsRequestSigner2 = commonJs["AwsRequestSigner"];
var IdentityPoolClient2 = commonJs["IdentityPoolClient"];
var ExternalAccountClient2 = commonJs["ExternalAccountClient"];
var BaseExternalAccountClient2 = commonJs["BaseExternalAccountClient"];
var DownscopedClient2 = commonJs["DownscopedClient"];
var PluggableAuthClient2 = commonJs["PluggableAuthClient"];
var ExecutableError2 = commonJs["ExecutableError"];
var EXTERNAL_ACCOUNT_AUTHORIZED_USER_TYPE2 = commonJs["EXTERNAL_ACCOUNT_AUTHORIZED_USER_TYPE"];
var ExternalAccountAuthorizedUserClient2 = commonJs["ExternalAccountAuthorizedUserClient"];
var PassThroughClient2 = commonJs["PassThroughClient"];
var GdchClient2 = commonJs["GdchClient"];
var GDCH_SERVICE_ACCOUNT_TYPE2 = commonJs["GDCH_SERVICE_ACCOUNT_TYPE"];
var auth2 = commonJs["auth"];
var GoogleAuth2 = commonJs["GoogleAuth"];
var GoogleToken2 = commonJs["GoogleToken"];
export {
  AuthClient2 as AuthClient,
  AwsClient2 as AwsClient,
  AwsRequestSigner2 as AwsRequestSigner,
  BaseExternalAccountClient2 as BaseExternalAccountClient,
  ClientAuthentication2 as ClientAuthentication,
  CodeChallengeMethod2 as CodeChallengeMethod,
  Compute2 as Compute,
  DEFAULT_UNIVERSE2 as DEFAULT_UNIVERSE,
  DownscopedClient2 as DownscopedClient,
  EXTERNAL_ACCOUNT_AUTHORIZED_USER_TYPE2 as EXTERNAL_ACCOUNT_AUTHORIZED_USER_TYPE,
  ExecutableError2 as ExecutableError,
  ExternalAccountAuthorizedUserClient2 as ExternalAccountAuthorizedUserClient,
  ExternalAccountClient2 as ExternalAccountClient,
  GCPEnv2 as GCPEnv,
  GDCH_SERVICE_ACCOUNT_TYPE2 as GDCH_SERVICE_ACCOUNT_TYPE,
  GdchClient2 as GdchClient,
  GoogleAuth2 as GoogleAuth,
  GoogleToken2 as GoogleToken,
  IAMAuth2 as IAMAuth,
  IdTokenClient2 as IdTokenClient,
  IdentityPoolClient2 as IdentityPoolClient,
  Impersonated2 as Impersonated,
  JWT2 as JWT,
  JWTAccess2 as JWTAccess,
  LoginTicket2 as LoginTicket,
  OAuth2Client2 as OAuth2Client,
  PassThroughClient2 as PassThroughClient,
  PluggableAuthClient2 as PluggableAuthClient,
  UserRefreshClient2 as UserRefreshClient,
  auth2 as auth,
  src_default as default,
  gaxios2 as gaxios,
  gcpMetadata2 as gcpMetadata
};

// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
// @ts-nocheck -- ajv standalone output; types are declared in validators-types.ts
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const approval_list = validate23;
const schema34 = {"type":"object","description":"Arguments of `approval_list`.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["requested","approved","rejected","expired","withdrawn","failed"],"description":"State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Cards per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page)."}},"$id":"urn:storeops:input:approval_list"};
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:approval_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "status") || (key0 === "limit")) || (key0 === "before"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate23.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data0 === "requested") || (data0 === "approved")) || (data0 === "rejected")) || (data0 === "expired")) || (data0 === "withdrawn")) || (data0 === "failed"))){
validate23.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.before !== undefined){
let data2 = data.before;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 200 && (data2.length > 400 || func1(data2) > 200)){
validate23.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const approval_status = validate24;
const schema35 = {"type":"object","description":"Identifies one approval card.","required":["approval_id"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"The card's id (`approval_id` of a proposed write, or `id` of an approval)."}},"$id":"urn:storeops:input:approval_status"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:approval_status" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.approval_id === undefined) && (missing0 = "approval_id")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "approval_id")){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.approval_id !== undefined){
let data0 = data.approval_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate24.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate24.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const approval_submit = validate25;
const schema36 = {"type":"object","description":"Approval request (seed: \"Approval request\"): an app asks the merchant to approve something. The card waits in the dashboard's approvals inbox.","required":["title","reversibility_class"],"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200,"description":"What the merchant is asked to approve."},"amount_cents":{"type":"integer","minimum":0,"maximum":100000000000,"description":"Money at stake in cents of `currency` (required together with `currency`)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","maxLength":3,"description":"ISO 4217 currency code of `amount_cents`."},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"expires_in_seconds":{"type":"integer","minimum":60,"maximum":2592000,"default":259200,"description":"Deadline, in seconds from now (60 s .. 30 days; default 72 hours). Then the card expires (event `approval.expired`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:approval_submit"};
const pattern4 = new RegExp("^[A-Z]{3}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:approval_submit" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.expires_in_seconds === undefined){
data.expires_in_seconds = 259200;
}
let missing0;
if(((data.title === undefined) && (missing0 = "title")) || ((data.reversibility_class === undefined) && (missing0 = "reversibility_class"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "title") || (key0 === "amount_cents")) || (key0 === "currency")) || (key0 === "reversibility_class")) || (key0 === "expires_in_seconds")) || (key0 === "idempotency_key"))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.title !== undefined){
let data0 = data.title;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 200 && (data0.length > 400 || func1(data0) > 200)){
validate25.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate25.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount_cents !== undefined){
let data1 = data.amount_cents;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate25.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000000000 || isNaN(data1)){
validate25.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate25.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data2 = data.currency;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate25.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
else {
if(data2.length > 3 && (data2.length > 6 || func1(data2) > 3)){
validate25.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reversibility_class !== undefined){
let data3 = data.reversibility_class;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate25.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "reversible") || (data3 === "compensatable")) || (data3 === "irreversible"))){
validate25.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema36.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data4 = data.expires_in_seconds;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate25.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2592000 || isNaN(data4)){
validate25.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2592000},message:"must be <= 2592000"}];
return false;
}
else {
if(data4 < 60 || isNaN(data4)){
validate25.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
if(valid0){
if(data.idempotency_key !== undefined){
let data5 = data.idempotency_key;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 255 && (data5.length > 510 || func1(data5) > 255)){
validate25.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate25.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const approval_withdraw = validate26;
const schema37 = {"type":"object","description":"Arguments of `approval_withdraw`.","required":["approval_id"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"The card to withdraw; only a `requested` card can be withdrawn, and only by a credential of its store."},"reason":{"type":"string","maxLength":500,"description":"Why, recorded on the card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:approval_withdraw"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:approval_withdraw" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.approval_id === undefined) && (missing0 = "approval_id")){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "approval_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.approval_id !== undefined){
let data0 = data.approval_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate26.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate26.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate26.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate26.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate26.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_alert = validate27;
const schema38 = {"type":"object","description":"Arguments of `create_alert`.","required":["severity","title","message"],"additionalProperties":false,"properties":{"severity":{"type":"string","description":"Alert severity, most severe first.","enum":["critical","warning","info"]},"title":{"type":"string","minLength":1,"maxLength":200,"description":"Short headline."},"message":{"type":"string","minLength":1,"maxLength":2000,"description":"What happened and what to do."},"kind":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"default":"manual","description":"Machine-readable kind, snake_case (default `manual`)."},"subject_ref":{"type":"string","maxLength":200,"description":"What it is about, e.g. `product:<uuid>`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:create_alert"};
const pattern5 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:create_alert" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
data.kind = "manual";
}
let missing0;
if((((data.severity === undefined) && (missing0 = "severity")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.message === undefined) && (missing0 = "message"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "severity") || (key0 === "title")) || (key0 === "message")) || (key0 === "kind")) || (key0 === "subject_ref")) || (key0 === "idempotency_key"))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate27.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "critical") || (data0 === "warning")) || (data0 === "info"))){
validate27.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema38.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data1 = data.title;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 200 && (data1.length > 400 || func1(data1) > 200)){
validate27.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate27.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
let data2 = data.message;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 2000 && (data2.length > 4000 || func1(data2) > 2000)){
validate27.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate27.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.kind;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
validate27.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate27.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.subject_ref !== undefined){
let data4 = data.subject_ref;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 200 && (data4.length > 400 || func1(data4) > 200)){
validate27.errors = [{instancePath:instancePath+"/subject_ref",schemaPath:"#/properties/subject_ref/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subject_ref",schemaPath:"#/properties/subject_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data5 = data.idempotency_key;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 255 && (data5.length > 510 || func1(data5) > 255)){
validate27.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate27.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const disable_automation = validate28;
const schema39 = {"type":"object","description":"Arguments of `disable_automation`.","required":["agent"],"additionalProperties":false,"properties":{"agent":{"type":"string","pattern":"^[a-z][a-z0-9-]{0,63}$","maxLength":64,"description":"The agent's slug (see `get_store_overview` `agents`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:disable_automation"};
const pattern6 = new RegExp("^[a-z][a-z0-9-]{0,63}$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:disable_automation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent") || (key0 === "idempotency_key"))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent !== undefined){
let data0 = data.agent;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
validate28.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate28.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate28.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate28.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const enable_automation = validate29;
const schema40 = {"type":"object","description":"Arguments of `enable_automation`.","required":["agent"],"additionalProperties":false,"properties":{"agent":{"type":"string","pattern":"^[a-z][a-z0-9-]{0,63}$","maxLength":64,"description":"The agent's slug (see `get_store_overview` `agents`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:enable_automation"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:enable_automation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent") || (key0 === "idempotency_key"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent !== undefined){
let data0 = data.agent;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
validate29.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate29.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate29.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate29.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_subscription_create = validate30;
const schema41 = {"type":"object","description":"Arguments of `finance_subscription_create`: as `subscription_create`, plus the finance entity whose events the subscription receives.","required":["entity_id","url"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store whose events are delivered; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`."},"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"1..50 distinct entries, each an exact finance event type (`fin.*`) or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every finance event type (this needs `finance:read`, or a bundle).","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":"string","minLength":1,"maxLength":500,"description":"For a person, 1..500 characters, e.g. `ERP order export`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_subscription_create"};
const pattern8 = new RegExp("^[a-z0-9_.]*\\*?$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_subscription_create" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.url === undefined) && (missing0 = "url"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "url")) || (key0 === "event_types")) || (key0 === "description")) || (key0 === "idempotency_key"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.entity_id !== undefined){
let data0 = data.entity_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate30.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate30.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 2048 && (data1.length > 4096 || func1(data1) > 2048)){
validate30.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate30.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_types !== undefined){
let data2 = data.event_types;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate30.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate30.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
validate30.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate30.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate30.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate30.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data4 = data.description;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data5 = data.idempotency_key;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 255 && (data5.length > 510 || func1(data5) > 255)){
validate30.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate30.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_alerts = validate31;
const schema42 = {"type":"object","description":"Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.","additionalProperties":false,"properties":{"severity":{"type":"string","description":"Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.","enum":["critical","warning","info"]},"status":{"type":"string","enum":["open","all"],"default":"open","description":"`open` (default): unresolved alerts only. `all`: resolved ones too."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Maximum number of alerts, 1..50 (default 20)."}},"examples":[{},{"severity":"critical"},{"status":"all","limit":50}],"$id":"urn:storeops:input:get_alerts"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_alerts" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
data.status = "open";
}
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "severity") || (key0 === "status")) || (key0 === "limit"))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate31.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "critical") || (data0 === "warning")) || (data0 === "info"))){
validate31.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema42.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.status;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "open") || (data1 === "all"))){
validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
if(valid0){
let data2 = data.limit;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_calibration = validate32;
const schema43 = {"type":"object","description":"`get_calibration` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_calibration"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_calibration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_cs_attention = validate33;
const schema44 = {"type":"object","description":"Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":20,"default":10,"description":"Maximum number of threads, 1..20 (default 10)."}},"examples":[{},{"limit":5}],"$id":"urn:storeops:input:get_cs_attention"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_cs_attention" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "limit")){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.limit;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate33.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 20 || isNaN(data0)){
validate33.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate33.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_orders = validate34;
const schema45 = {"type":"object","description":"Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":120,"default":30,"description":"Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of orders, 1..50 (default 10), newest first."}},"examples":[{},{"window_days":7,"limit":50}],"$id":"urn:storeops:input:get_orders"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_orders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.window_days === undefined){
data.window_days = 30;
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "window_days") || (key0 === "limit"))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate34.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 120 || isNaN(data0)){
validate34.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate34.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate34.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate34.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate34.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_recent_decisions = validate35;
const schema46 = {"type":"object","description":"Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.","additionalProperties":false,"properties":{"mode":{"type":"string","enum":["all","live","queued","suggested","reverted","failed","noop"],"default":"all","description":"Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change."},"window_days":{"type":"integer","minimum":1,"maximum":30,"default":7,"description":"Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say."},"to_state":{"type":"string","enum":["NEW","TESTING","ACTIVE","WINNER","SCALING","DECLINING","PAUSED","DRAFT","RETIRED"],"description":"Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`)."},"applied":{"type":"boolean","description":"`true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"Only rows about the product with this handle (e.g. `linen-overshirt`), 1..255 characters."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of decision rows, 1..50 (default 10)."}},"examples":[{},{"mode":"live","window_days":30,"limit":20},{"to_state":"WINNER","applied":false}],"$id":"urn:storeops:input:get_recent_decisions"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_recent_decisions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
data.mode = "all";
}
if(data.window_days === undefined){
data.window_days = 7;
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "mode") || (key0 === "window_days")) || (key0 === "to_state")) || (key0 === "applied")) || (key0 === "handle")) || (key0 === "limit"))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.mode;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate35.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "all") || (data0 === "live")) || (data0 === "queued")) || (data0 === "suggested")) || (data0 === "reverted")) || (data0 === "failed")) || (data0 === "noop"))){
validate35.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema46.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
if(valid0){
let data1 = data.window_days;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate35.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 30 || isNaN(data1)){
validate35.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate35.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.to_state !== undefined){
let data2 = data.to_state;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate35.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "NEW") || (data2 === "TESTING")) || (data2 === "ACTIVE")) || (data2 === "WINNER")) || (data2 === "SCALING")) || (data2 === "DECLINING")) || (data2 === "PAUSED")) || (data2 === "DRAFT")) || (data2 === "RETIRED"))){
validate35.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/enum",keyword:"enum",params:{allowedValues: schema46.properties.to_state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applied !== undefined){
const _errs8 = errors;
if(typeof data.applied !== "boolean"){
validate35.errors = [{instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handle !== undefined){
let data4 = data.handle;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate35.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate35.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data5 = data.limit;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate35.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 50 || isNaN(data5)){
validate35.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate35.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_store_overview = validate36;
const schema47 = {"type":"object","description":"`get_store_overview` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_store_overview"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_store_overview" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_variants = validate37;
const schema48 = {"type":"object","description":"Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"List the variants of this one product (UUID). Omit for the top variants by price across the store."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of variants, 1..50 (default 10)."}},"examples":[{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60"},{"limit":25}],"$id":"urn:storeops:input:get_variants"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_variants" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "product_id") || (key0 === "limit"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.product_id !== undefined){
let data0 = data.product_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate37.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate37.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate37.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate37.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate37.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_declare = validate38;
const schema49 = {"type":"object","description":"Intent declaration (seed: \"Intent declaration\"). Declarable fields and the scope each needs besides `write`: variant `price` and `compare_at_price` (`catalog:write`); campaign `status`, `daily_budget` and `bidding` (`ads:write`). The end of the ownership is given by exactly one of `expires_at` (an instant) and `expires_in_seconds` (a duration counted from approval); neither or both answer `invalid_request` naming `expires_at`.","required":["resource_kind","resource_ref","field","desired","reason"],"additionalProperties":false,"properties":{"resource_kind":{"type":"string","enum":["variant","campaign"],"description":"`variant` or `campaign`."},"resource_ref":{"type":"string","minLength":1,"maxLength":64,"description":"The resource; a variant's UUID or storefront reference (`external_id`), or a campaign id (`cmp_...`)."},"field":{"type":"string","enum":["price","compare_at_price","status","daily_budget","bidding"],"description":"Variant: `price`, `compare_at_price`. Campaign: `status`, `daily_budget`, `bidding`."},"desired":{"type":["number","string","null"],"maxLength":64,"x-decimal-places":2,"description":"The value to own, of the field's type: `price` and `daily_budget` a number > 0 and at most 1000000 in major units, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18; `x-decimal-places: 2`); `compare_at_price` such a number or null; `status` `enabled` or `paused`; `bidding` `manual_cpc`, `maximize_conversions`, `target_roas` or `target_cpa` (a string is at most 64 characters)."},"reason":{"type":"string","minLength":1,"maxLength":500},"expires_at":{"type":"string","format":"date-time","maxLength":64,"description":"When ownership ends by itself (ISO 8601); in the future and at most 90 days ahead. Or send `expires_in_seconds`."},"expires_in_seconds":{"type":"integer","minimum":60,"maximum":7776000,"description":"Instead of `expires_at`: how long the ownership lasts once an operator approves the declaration, in seconds (60 s .. 90 days); it ends at the approval time plus this."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_declare"};
const formats8 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_declare" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.resource_kind === undefined) && (missing0 = "resource_kind")) || ((data.resource_ref === undefined) && (missing0 = "resource_ref"))) || ((data.field === undefined) && (missing0 = "field"))) || ((data.desired === undefined) && (missing0 = "desired"))) || ((data.reason === undefined) && (missing0 = "reason"))){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "resource_kind") || (key0 === "resource_ref")) || (key0 === "field")) || (key0 === "desired")) || (key0 === "reason")) || (key0 === "expires_at")) || (key0 === "expires_in_seconds")) || (key0 === "idempotency_key"))){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.resource_kind !== undefined){
let data0 = data.resource_kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate38.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "variant") || (data0 === "campaign"))){
validate38.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema49.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_ref !== undefined){
let data1 = data.resource_ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate38.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate38.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.field !== undefined){
let data2 = data.field;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate38.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data2 === "price") || (data2 === "compare_at_price")) || (data2 === "status")) || (data2 === "daily_budget")) || (data2 === "bidding"))){
validate38.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/enum",keyword:"enum",params:{allowedValues: schema49.properties.field.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.desired !== undefined){
let data3 = data.desired;
const _errs8 = errors;
if(((!((typeof data3 == "number") && (isFinite(data3)))) && (typeof data3 !== "string")) && (data3 !== null)){
validate38.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/type",keyword:"type",params:{type: schema49.properties.desired.type},message:"must be number,string,null"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(!Number.isInteger(data3) && Math.round(data3 * 100) / 100 !== data3){
validate38.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate38.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data4 = data.reason;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
validate38.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate38.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data5 = data.expires_at;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats8.validate(data5))){
validate38.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
else {
if(data5.length > 64 && (data5.length > 128 || func1(data5) > 64)){
validate38.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_in_seconds !== undefined){
let data6 = data.expires_in_seconds;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate38.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 7776000 || isNaN(data6)){
validate38.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7776000},message:"must be <= 7776000"}];
return false;
}
else {
if(data6 < 60 || isNaN(data6)){
validate38.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"}];
return false;
}
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data7 = data.idempotency_key;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length > 255 && (data7.length > 510 || func1(data7) > 255)){
validate38.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate38.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_list = validate39;
const schema50 = {"type":"object","description":"Arguments of `intent_list`.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["active","released","reverted","expired"],"description":"State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."},"resource_kind":{"type":"string","enum":["variant","campaign"]},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Declarations per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page)."}},"$id":"urn:storeops:input:intent_list"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "status") || (key0 === "resource_kind")) || (key0 === "limit")) || (key0 === "before"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate39.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "active") || (data0 === "released")) || (data0 === "reverted")) || (data0 === "expired"))){
validate39.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema50.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_kind !== undefined){
let data1 = data.resource_kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "variant") || (data1 === "campaign"))){
validate39.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema50.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.limit;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate39.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate39.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate39.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.before !== undefined){
let data3 = data.before;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 200 && (data3.length > 400 || func1(data3) > 200)){
validate39.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_release = validate40;
const schema51 = {"type":"object","description":"Arguments of `intent_release` and `intent_revert`.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36,"description":"An `active` declaration of this store; only its owner or an `admin` credential may end it."},"reason":{"type":"string","maxLength":500},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_release"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_release" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.intent_id === undefined) && (missing0 = "intent_id")){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "intent_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.intent_id !== undefined){
let data0 = data.intent_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate40.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate40.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate40.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate40.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate40.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_revert = validate41;
const schema52 = {"type":"object","description":"Arguments of `intent_release` and `intent_revert`.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36,"description":"An `active` declaration of this store; only its owner or an `admin` credential may end it."},"reason":{"type":"string","maxLength":500},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_revert"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_revert" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.intent_id === undefined) && (missing0 = "intent_id")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "intent_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.intent_id !== undefined){
let data0 = data.intent_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate41.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate41.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate41.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate41.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate41.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_status = validate42;
const schema53 = {"type":"object","description":"Identifies one intent declaration.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36}},"$id":"urn:storeops:input:intent_status"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_status" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.intent_id === undefined) && (missing0 = "intent_id")){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "intent_id")){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.intent_id !== undefined){
let data0 = data.intent_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate42.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate42.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_store_actions = validate43;
const schema54 = {"type":"object","description":"Arguments of `list_store_actions`. All optional; send `{}` for every domain.","additionalProperties":false,"properties":{"domain":{"type":"string","description":"Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]}},"examples":[{},{"domain":"ads"}],"$id":"urn:storeops:input:list_store_actions"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:list_store_actions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "domain")){
validate43.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.domain !== undefined){
let data0 = data.domain;
if(typeof data0 !== "string"){
validate43.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "general") || (data0 === "catalog")) || (data0 === "analytics")) || (data0 === "automation")) || (data0 === "cs")) || (data0 === "orders")) || (data0 === "ads")) || (data0 === "creative")) || (data0 === "finance")) || (data0 === "costs")) || (data0 === "admin")) || (data0 === "merchant")) || (data0 === "promotions")) || (data0 === "research")) || (data0 === "disputes")) || (data0 === "reputation"))){
validate43.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema54.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_create = validate44;
const schema55 = {"type":"object","description":"Arguments of `policy_create`. A `rule` needs `effect` and may carry `conditions`; a `spend_ceiling` needs `ceiling_cents` and `period`. A field that does not belong to the kind answers `invalid_request` naming it.","required":["kind","domain"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["rule","spend_ceiling"],"description":"Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."},"name":{"type":"string","minLength":1,"maxLength":100,"description":"Name for a person, 1..100 characters (default `<kind> <domain>[.<action>]`)."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"The one action (operation name, snake_case) it applies to; omit for every action of `domain`."},"effect":{"type":"string","enum":["allow","deny","require_approval"],"description":"What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."},"conditions":{"type":"array","maxItems":20,"description":"Rules only: 0..20 conditions, all of which must hold (default none: the rule always matches its actions).","items":{"type":"object","description":"One condition of a rule, on one fact of the action (see `simulate` `facts`).","required":["fact","op","value"],"additionalProperties":false,"properties":{"fact":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."},"op":{"type":"string","enum":["eq","ne","gt","gte","lt","lte","in"],"description":"Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."},"value":{"description":"The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.","anyOf":[{"type":"string","maxLength":200},{"type":"number"},{"type":"boolean"},{"type":"array","minItems":1,"maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":200},{"type":"number"}]}}]}}}},"ceiling_cents":{"type":"integer","minimum":0,"maximum":100000000000,"description":"Spend ceilings only (required for them): most money approved per period, in cents of the store currency, 0..100,000,000,000."},"period":{"type":"string","enum":["day","week","month"],"description":"Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."},"enabled":{"type":"boolean","default":true,"description":"Whether `simulate` consults it (default `true`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"kind":"rule","domain":"promotions","action":"propose_discount","effect":"require_approval","conditions":[{"fact":"discount_percent","op":"gt","value":30}]},{"kind":"spend_ceiling","domain":"ads","ceiling_cents":50000,"period":"day"}],"$id":"urn:storeops:input:policy_create"};
const func56 = Object.prototype.hasOwnProperty;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_create" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
data.enabled = true;
}
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.domain === undefined) && (missing0 = "domain"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func56.call(schema55.properties, key0))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate44.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "rule") || (data0 === "spend_ceiling"))){
validate44.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema55.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 100 && (data1.length > 200 || func1(data1) > 100)){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.domain !== undefined){
let data2 = data.domain;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate44.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data2 === "general") || (data2 === "catalog")) || (data2 === "analytics")) || (data2 === "automation")) || (data2 === "cs")) || (data2 === "orders")) || (data2 === "ads")) || (data2 === "creative")) || (data2 === "finance")) || (data2 === "costs")) || (data2 === "admin")) || (data2 === "merchant")) || (data2 === "promotions")) || (data2 === "research")) || (data2 === "disputes")) || (data2 === "reputation"))){
validate44.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema55.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
let data3 = data.action;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
validate44.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate44.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effect !== undefined){
let data4 = data.effect;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate44.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "allow") || (data4 === "deny")) || (data4 === "require_approval"))){
validate44.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/enum",keyword:"enum",params:{allowedValues: schema55.properties.effect.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data5 = data.conditions;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 20){
validate44.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((((data6.fact === undefined) && (missing1 = "fact")) || ((data6.op === undefined) && (missing1 = "op"))) || ((data6.value === undefined) && (missing1 = "value"))){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data6){
if(!(((key1 === "fact") || (key1 === "op")) || (key1 === "value"))){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs16 === errors){
if(data6.fact !== undefined){
let data7 = data6.fact;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data7.length > 64 && (data7.length > 128 || func1(data7) > 64)){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.op !== undefined){
let data8 = data6.op;
const _errs19 = errors;
if(typeof data8 !== "string"){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data8 === "eq") || (data8 === "ne")) || (data8 === "gt")) || (data8 === "gte")) || (data8 === "lt")) || (data8 === "lte")) || (data8 === "in"))){
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema55.properties.conditions.items.properties.op.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.value !== undefined){
let data9 = data6.value;
const _errs21 = errors;
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(data9.length > 200 && (data9.length > 400 || func1(data9) > 200)){
const err0 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
const _errs25 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err2 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid3 = valid3 || _valid0;
const _errs27 = errors;
if(typeof data9 !== "boolean"){
const err3 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid3 = valid3 || _valid0;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data9)){
if(data9.length > 100){
const err4 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data9.length < 1){
const err5 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs31 = errors;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data10 === "string"){
if(data10.length > 200 && (data10.length > 400 || func1(data10) > 200)){
const err6 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs33 === errors;
valid5 = valid5 || _valid1;
const _errs35 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err8 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs31 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs29 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err11 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate44.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ceiling_cents !== undefined){
let data11 = data.ceiling_cents;
const _errs37 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate44.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
validate44.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"}];
return false;
}
else {
if(data11 < 0 || isNaN(data11)){
validate44.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period !== undefined){
let data12 = data.period;
const _errs39 = errors;
if(typeof data12 !== "string"){
validate44.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "day") || (data12 === "week")) || (data12 === "month"))){
validate44.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/enum",keyword:"enum",params:{allowedValues: schema55.properties.period.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const _errs41 = errors;
if(typeof data.enabled !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs41 === errors;
if(valid0){
if(data.idempotency_key !== undefined){
let data14 = data.idempotency_key;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data14 === "string"){
if(data14.length > 255 && (data14.length > 510 || func1(data14) > 255)){
validate44.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate44.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_delete = validate45;
const schema56 = {"type":"object","description":"Arguments of `policy_delete`.","required":["policy_id"],"additionalProperties":false,"properties":{"policy_id":{"type":"string","format":"uuid","maxLength":36,"description":"The policy (`id` from policy_list)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:policy_delete"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_delete" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.policy_id === undefined) && (missing0 = "policy_id")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "policy_id") || (key0 === "idempotency_key"))){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.policy_id !== undefined){
let data0 = data.policy_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate45.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate45.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate45.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate45.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_list = validate46;
const schema57 = {"type":"object","description":"Arguments of `policy_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["rule","spend_ceiling"],"description":"Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"enabled":{"type":"boolean","description":"Only enabled (`true`) or only disabled (`false`) policies; omit for both."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Policies per page, 1..100 (default 50), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:policy_list"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "domain")) || (key0 === "enabled")) || (key0 === "limit")) || (key0 === "before"))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate46.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "rule") || (data0 === "spend_ceiling"))){
validate46.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema57.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.domain !== undefined){
let data1 = data.domain;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate46.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data1 === "general") || (data1 === "catalog")) || (data1 === "analytics")) || (data1 === "automation")) || (data1 === "cs")) || (data1 === "orders")) || (data1 === "ads")) || (data1 === "creative")) || (data1 === "finance")) || (data1 === "costs")) || (data1 === "admin")) || (data1 === "merchant")) || (data1 === "promotions")) || (data1 === "research")) || (data1 === "disputes")) || (data1 === "reputation"))){
validate46.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema57.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs6 = errors;
if(typeof data.enabled !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate46.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate46.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate46.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.before !== undefined){
let data4 = data.before;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 200 && (data4.length > 400 || func1(data4) > 200)){
validate46.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_update = validate47;
const schema58 = {"type":"object","description":"Arguments of `policy_update`: the policy and the fields to change; fields not sent keep their value (sending none changes nothing). The kind cannot change (delete and create instead). A field that does not belong to the policy's kind answers `invalid_request` naming it.","required":["policy_id"],"additionalProperties":false,"properties":{"policy_id":{"type":"string","format":"uuid","maxLength":36,"description":"The policy (`id` from policy_list)."},"name":{"type":"string","minLength":1,"maxLength":100,"description":"New name, 1..100 characters."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^([a-z][a-z0-9_]{0,63})?$","maxLength":64,"description":"New action (operation name); the empty string `\"\"` clears it (every action of `domain`)."},"effect":{"type":"string","enum":["allow","deny","require_approval"],"description":"What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."},"conditions":{"type":"array","maxItems":20,"description":"Rules only: the new conditions, replacing all of them (0..20).","items":{"type":"object","description":"One condition of a rule, on one fact of the action (see `simulate` `facts`).","required":["fact","op","value"],"additionalProperties":false,"properties":{"fact":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."},"op":{"type":"string","enum":["eq","ne","gt","gte","lt","lte","in"],"description":"Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."},"value":{"description":"The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.","anyOf":[{"type":"string","maxLength":200},{"type":"number"},{"type":"boolean"},{"type":"array","minItems":1,"maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":200},{"type":"number"}]}}]}}}},"ceiling_cents":{"type":"integer","minimum":0,"maximum":100000000000,"description":"Spend ceilings only: new ceiling in cents of the store currency, 0..100,000,000,000."},"period":{"type":"string","enum":["day","week","month"],"description":"Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."},"enabled":{"type":"boolean","description":"`false` keeps the policy but stops `simulate` consulting it; `true` turns it back on."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"policy_id":"ed37075a-f8e1-442b-a6f9-b648c1bcf6fa","enabled":false}],"$id":"urn:storeops:input:policy_update"};
const pattern11 = new RegExp("^([a-z][a-z0-9_]{0,63})?$", "u");

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_update" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.policy_id === undefined) && (missing0 = "policy_id")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func56.call(schema58.properties, key0))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.policy_id !== undefined){
let data0 = data.policy_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate47.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate47.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 100 && (data1.length > 200 || func1(data1) > 100)){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.domain !== undefined){
let data2 = data.domain;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate47.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data2 === "general") || (data2 === "catalog")) || (data2 === "analytics")) || (data2 === "automation")) || (data2 === "cs")) || (data2 === "orders")) || (data2 === "ads")) || (data2 === "creative")) || (data2 === "finance")) || (data2 === "costs")) || (data2 === "admin")) || (data2 === "merchant")) || (data2 === "promotions")) || (data2 === "research")) || (data2 === "disputes")) || (data2 === "reputation"))){
validate47.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema58.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
let data3 = data.action;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern11.test(data3)){
validate47.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^([a-z][a-z0-9_]{0,63})?$"},message:"must match pattern \""+"^([a-z][a-z0-9_]{0,63})?$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate47.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effect !== undefined){
let data4 = data.effect;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate47.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "allow") || (data4 === "deny")) || (data4 === "require_approval"))){
validate47.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/enum",keyword:"enum",params:{allowedValues: schema58.properties.effect.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data5 = data.conditions;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 20){
validate47.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((((data6.fact === undefined) && (missing1 = "fact")) || ((data6.op === undefined) && (missing1 = "op"))) || ((data6.value === undefined) && (missing1 = "value"))){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data6){
if(!(((key1 === "fact") || (key1 === "op")) || (key1 === "value"))){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs16 === errors){
if(data6.fact !== undefined){
let data7 = data6.fact;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data7.length > 64 && (data7.length > 128 || func1(data7) > 64)){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.op !== undefined){
let data8 = data6.op;
const _errs19 = errors;
if(typeof data8 !== "string"){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data8 === "eq") || (data8 === "ne")) || (data8 === "gt")) || (data8 === "gte")) || (data8 === "lt")) || (data8 === "lte")) || (data8 === "in"))){
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema58.properties.conditions.items.properties.op.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.value !== undefined){
let data9 = data6.value;
const _errs21 = errors;
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(data9.length > 200 && (data9.length > 400 || func1(data9) > 200)){
const err0 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
const _errs25 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err2 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid3 = valid3 || _valid0;
const _errs27 = errors;
if(typeof data9 !== "boolean"){
const err3 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid3 = valid3 || _valid0;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data9)){
if(data9.length > 100){
const err4 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data9.length < 1){
const err5 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs31 = errors;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data10 === "string"){
if(data10.length > 200 && (data10.length > 400 || func1(data10) > 200)){
const err6 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs33 === errors;
valid5 = valid5 || _valid1;
const _errs35 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err8 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/conditions/" + i0+"/value/" + i1,schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs31 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf/3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs29 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err11 = {instancePath:instancePath+"/conditions/" + i0+"/value",schemaPath:"#/properties/conditions/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ceiling_cents !== undefined){
let data11 = data.ceiling_cents;
const _errs37 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate47.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
validate47.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"}];
return false;
}
else {
if(data11 < 0 || isNaN(data11)){
validate47.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period !== undefined){
let data12 = data.period;
const _errs39 = errors;
if(typeof data12 !== "string"){
validate47.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "day") || (data12 === "week")) || (data12 === "month"))){
validate47.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/enum",keyword:"enum",params:{allowedValues: schema58.properties.period.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs41 = errors;
if(typeof data.enabled !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data14 = data.idempotency_key;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data14 === "string"){
if(data14.length > 255 && (data14.length > 510 || func1(data14) > 255)){
validate47.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate47.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_discount = validate48;
const schema59 = {"type":"object","description":"Arguments of `propose_discount` (seed catalogue names).","required":["product_ids","discount_percent","reason"],"additionalProperties":false,"properties":{"product_ids":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"The products to discount, 1..50 distinct product UUIDs of this store (`id` from query_products).","items":{"type":"string","format":"uuid","maxLength":36}},"discount_percent":{"type":"number","minimum":1,"maximum":90,"multipleOf":0.5,"description":"Percent off each product's price, 1..90 in steps of 0.5 (e.g. 15 or 12.5)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, 1..500 characters; shown on the approval card and stored with the discount."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"product_ids":["62748014-deaf-487f-802b-6eaf2d5d06dd"],"discount_percent":15,"reason":"Clear slow-moving stock before the new collection"}],"$id":"urn:storeops:input:propose_discount"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_discount" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.product_ids === undefined) && (missing0 = "product_ids")) || ((data.discount_percent === undefined) && (missing0 = "discount_percent"))) || ((data.reason === undefined) && (missing0 = "reason"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "product_ids") || (key0 === "discount_percent")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.product_ids !== undefined){
let data0 = data.product_ids;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 50){
validate48.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate48.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate48.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate48.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate48.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data2 = data.discount_percent;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 90 || isNaN(data2)){
validate48.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate48.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
let res0;
if((0.5 === 0 || (res0 = data2/0.5, Math.abs(Math.round(res0) - res0) > 1e-9))){
validate48.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.5},message:"must be multiple of 0.5"}];
return false;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 500 && (data3.length > 1000 || func1(data3) > 500)){
validate48.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate48.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data4 = data.idempotency_key;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate48.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate48.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_performance = validate49;
const schema60 = {"type":"object","description":"Arguments of `query_performance`. All optional; `{}` returns the whole store over the last 7 days.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":90,"default":7,"description":"Length of the window in days, 1..90 (default 7), up to and including the current day; the result's `from` and `to` name the exact dates counted."},"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Scope every figure to this one product (UUID). Omit for the whole store."}},"examples":[{},{"window_days":30},{"window_days":14,"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60"}],"$id":"urn:storeops:input:query_performance"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_performance" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.window_days === undefined){
data.window_days = 7;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "window_days") || (key0 === "product_id"))){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate49.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 90 || isNaN(data0)){
validate49.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate49.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
if(data.product_id !== undefined){
let data1 = data.product_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate49.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate49.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_products = validate50;
const schema61 = {"type":"object","description":"Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.","additionalProperties":false,"properties":{"filter":{"type":"object","description":"Narrow the rows. Both conditions must hold when both are given.","additionalProperties":false,"properties":{"lifecycle_state":{"type":"string","description":"Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.","enum":["new","testing","active","winner","scaling","declining","paused","draft","retired"]},"has_active_decision":{"type":"boolean","description":"`true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both."}}},"sort":{"type":"string","enum":["created_desc","updated_desc","roas_desc"],"default":"updated_desc","description":"Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of product rows, 1..50 (default 10)."}},"examples":[{},{"filter":{"lifecycle_state":"winner"},"sort":"roas_desc","limit":5},{"filter":{"has_active_decision":true}}],"$id":"urn:storeops:input:query_products"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_products" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sort === undefined){
data.sort = "updated_desc";
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "filter") || (key0 === "sort")) || (key0 === "limit"))){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.filter !== undefined){
let data0 = data.filter;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "lifecycle_state") || (key1 === "has_active_decision"))){
validate50.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.lifecycle_state !== undefined){
let data1 = data0.lifecycle_state;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate50.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data1 === "new") || (data1 === "testing")) || (data1 === "active")) || (data1 === "winner")) || (data1 === "scaling")) || (data1 === "declining")) || (data1 === "paused")) || (data1 === "draft")) || (data1 === "retired"))){
validate50.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/enum",keyword:"enum",params:{allowedValues: schema61.properties.filter.properties.lifecycle_state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.has_active_decision !== undefined){
const _errs7 = errors;
if(typeof data0.has_active_decision !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/filter/has_active_decision",schemaPath:"#/properties/filter/properties/has_active_decision/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.sort;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate50.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "created_desc") || (data3 === "updated_desc")) || (data3 === "roas_desc"))){
validate50.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema61.properties.sort.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
if(valid0){
let data4 = data.limit;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate50.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 50 || isNaN(data4)){
validate50.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate50.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const receipts_list = validate51;
const schema62 = {"type":"object","description":"Arguments of `receipts_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"operation":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Only receipts of this operation, e.g. `storefront_update_variant_price`."},"resource_kind":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,31}$","maxLength":32,"description":"Only receipts of this kind of resource, e.g. `variant`, `product`, `store`, `policy`."},"resource_ref":{"type":"string","minLength":1,"maxLength":200,"description":"Only receipts of this resource (its UUID, slug or store id, exactly as receipts name it)."},"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only receipts of this approval card."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Receipts per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"examples":[{"operation":"storefront_update_variant_price","limit":10}],"$id":"urn:storeops:input:receipts_list"};
const pattern14 = new RegExp("^[a-z][a-z0-9_]{0,31}$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:receipts_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "operation") || (key0 === "resource_kind")) || (key0 === "resource_ref")) || (key0 === "approval_id")) || (key0 === "limit")) || (key0 === "before"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.operation !== undefined){
let data0 = data.operation;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
validate51.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate51.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_kind !== undefined){
let data1 = data.resource_kind;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
validate51.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,31}$"+"\""}];
return false;
}
else {
if(data1.length > 32 && (data1.length > 64 || func1(data1) > 32)){
validate51.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_ref !== undefined){
let data2 = data.resource_ref;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 200 && (data2.length > 400 || func1(data2) > 200)){
validate51.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate51.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approval_id !== undefined){
let data3 = data.approval_id;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate51.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data3.length > 36 && (data3.length > 72 || func1(data3) > 36)){
validate51.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data4 = data.limit;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate51.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 50 || isNaN(data4)){
validate51.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate51.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
if(valid0){
if(data.before !== undefined){
let data5 = data.before;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 200 && (data5.length > 400 || func1(data5) > 200)){
validate51.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const receipts_price_memory = validate52;
const schema63 = {"type":"object","description":"Arguments of `receipts_price_memory`.","required":["variant_id"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"At most this many price changes, the most recent ones (1..200, default 50), listed oldest first."}},"examples":[{"variant_id":"44012345737560"}],"$id":"urn:storeops:input:receipts_price_memory"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:receipts_price_memory" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.variant_id === undefined) && (missing0 = "variant_id")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "variant_id") || (key0 === "limit"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.variant_id !== undefined){
let data0 = data.variant_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate52.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate52.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate52.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate52.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate52.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const run_calibration = validate53;
const schema64 = {"type":"object","description":"Arguments of `run_calibration`.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":7,"maximum":120,"default":30,"description":"Days of history to calibrate from, 7..120 (default 30), the last `window_days` UTC days up to and including today."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"window_days":30}],"$id":"urn:storeops:input:run_calibration"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:run_calibration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.window_days === undefined){
data.window_days = 30;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "window_days") || (key0 === "idempotency_key"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate53.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 120 || isNaN(data0)){
validate53.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data0 < 7 || isNaN(data0)){
validate53.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 7},message:"must be >= 7"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate53.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate53.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const sandbox_approval_decide = validate54;
const schema65 = {"type":"object","description":"Arguments of `sandbox_approval_decide` (sandbox-only test helper).","required":["decision"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"The card to decide (a card of the sandbox store that still waits). Omitted: the most recently created waiting card of the sandbox store."},"decision":{"type":"string","enum":["approve","reject"],"description":"`approve` (re-validate and apply, as an operator approves) or `reject`."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, recorded on the card (for a rejection, its `reason`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:sandbox_approval_decide"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:sandbox_approval_decide" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "approval_id") || (key0 === "decision")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.approval_id !== undefined){
let data0 = data.approval_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate54.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate54.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data1 = data.decision;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate54.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "approve") || (data1 === "reject"))){
validate54.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema65.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 500 && (data2.length > 1000 || func1(data2) > 500)){
validate54.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate54.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data3 = data.idempotency_key;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate54.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate54.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const set_automation_enabled = validate55;
const schema66 = {"type":"object","description":"Arguments of `set_automation_enabled`.","required":["enabled","reason"],"additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"`false` turns the store's automation off (its agents decide and apply nothing; a stop: applies immediately, no approval needed); `true` turns it back on (hands authority back to automation: always waits for an operator, whatever auto-apply says)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, 1..500 characters; recorded on the card and the receipt."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"enabled":false,"reason":"Pausing automation during the stock count"}],"$id":"urn:storeops:input:set_automation_enabled"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:set_automation_enabled" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enabled === undefined) && (missing0 = "enabled")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "enabled") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate55.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate55.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate55.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate55.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate55.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const set_kill_switch = validate56;
const schema67 = {"type":"object","description":"Arguments of `set_kill_switch`.","required":["engaged","reason"],"additionalProperties":false,"properties":{"engaged":{"type":"boolean","description":"`true` engages the kill switch (automation applies nothing; applies immediately, no approval needed); `false` releases it (hands authority back to automation: always waits for an operator, whatever auto-apply says)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, recorded on the card and the receipt."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:set_kill_switch"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:set_kill_switch" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.engaged === undefined) && (missing0 = "engaged")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "engaged") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.engaged !== undefined){
const _errs2 = errors;
if(typeof data.engaged !== "boolean"){
validate56.errors = [{instancePath:instancePath+"/engaged",schemaPath:"#/properties/engaged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate56.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate56.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate56.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate56.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const simulate = validate57;
const schema68 = {"type":"object","description":"Simulation request (seed: \"Simulation request\"): the action to try and the facts about it.","required":["domain","action","facts"],"additionalProperties":false,"properties":{"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"The action, an operation name in snake_case, e.g. `ads_set_campaign_budget`; it need not be served yet."},"facts":{"type":"object","maxProperties":50,"propertyNames":{"pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64},"additionalProperties":{"description":"A fact's value, as JSON: a string, number, boolean or null, or an array of strings and numbers.","anyOf":[{"type":"string","maxLength":500},{"type":"number"},{"type":"boolean"},{"type":"null"},{"type":"array","maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":500},{"type":"number"}]}}]},"description":"Facts about the action, 0..50 snake_case names, matched by rule conditions. The gates read four of them: `amount_cents` (integer >= 0, money the action would commit, in cents of the store currency; spend ceilings), and `resource_kind`, `resource_ref`, `field` (the field the action would change, named as an intent declaration names it, e.g. `variant`, the variant's UUID, `price`; ownership)."}},"examples":[{"domain":"ads","action":"ads_set_campaign_budget","facts":{"amount_cents":25000,"resource_kind":"campaign","resource_ref":"cmp_9413922618","field":"daily_budget"}}],"$id":"urn:storeops:input:simulate"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:simulate" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.domain === undefined) && (missing0 = "domain")) || ((data.action === undefined) && (missing0 = "action"))) || ((data.facts === undefined) && (missing0 = "facts"))){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "domain") || (key0 === "action")) || (key0 === "facts"))){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.domain !== undefined){
let data0 = data.domain;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate57.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "general") || (data0 === "catalog")) || (data0 === "analytics")) || (data0 === "automation")) || (data0 === "cs")) || (data0 === "orders")) || (data0 === "ads")) || (data0 === "creative")) || (data0 === "finance")) || (data0 === "costs")) || (data0 === "admin")) || (data0 === "merchant")) || (data0 === "promotions")) || (data0 === "research")) || (data0 === "disputes")) || (data0 === "reputation"))){
validate57.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema68.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
let data1 = data.action;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
validate57.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate57.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.facts !== undefined){
let data2 = data.facts;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 50){
validate57.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key1 in data2){
const _errs8 = errors;
if(typeof key1 === "string"){
if(!pattern5.test(key1)){
const err0 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(key1.length > 64 && (key1.length > 128 || func1(key1) > 64)){
const err1 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid1 = _errs8 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate57.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data2){
let data3 = data2[key2];
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(data3.length > 500 && (data3.length > 1000 || func1(data3) > 500)){
const err3 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
const _errs18 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data3)){
if(data3.length > 100){
const err8 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/4/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
const err9 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/facts/additionalProperties/anyOf/4/items/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/facts/additionalProperties/anyOf/4/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs24 === errors;
valid5 = valid5 || _valid1;
const _errs26 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/facts/additionalProperties/anyOf/4/items/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err12 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/facts/additionalProperties/anyOf/4/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs22 === errors;
if(!valid4){
break;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf/4/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err14 = {instancePath:instancePath+"/facts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate57.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_inventory = validate58;
const schema69 = {"type":"object","description":"Arguments of `storefront_update_inventory`.","required":["variant_id","quantity"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"quantity":{"type":"integer","minimum":0,"maximum":1000000,"description":"The new on-hand quantity in units, 0..1,000,000. An absolute count (what a stock take found), not a delta: the variant's `inventory_quantity` becomes exactly this."},"reason":{"type":"string","maxLength":500,"description":"Why (at most 500 characters), shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"variant_id":"44012347040589","quantity":24,"reason":"Stock take: 24 found in the back room"}],"$id":"urn:storeops:input:storefront_update_inventory"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_inventory" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.variant_id === undefined) && (missing0 = "variant_id")) || ((data.quantity === undefined) && (missing0 = "quantity"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "variant_id") || (key0 === "quantity")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.variant_id !== undefined){
let data0 = data.variant_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate58.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate58.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data1 = data.quantity;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate58.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate58.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate58.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 500 && (data2.length > 1000 || func1(data2) > 500)){
validate58.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data3 = data.idempotency_key;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate58.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate58.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_variant_price = validate59;
const schema70 = {"type":"object","description":"Arguments of `storefront_update_variant_price`.","required":["variant_id","new_price"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"new_price":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-decimal-places":2,"description":"New price in the store currency's major units, above 0 and at most 1000000, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18). Stated as `x-decimal-places: 2`, not `multipleOf: 0.01`, which binary floating point gets wrong for some valid prices; more decimals answer 400 `invalid_request` naming `new_price`."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"variant_id":"44012347031486","new_price":39.95,"reason":"Match competitor price"}],"$id":"urn:storeops:input:storefront_update_variant_price"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_variant_price" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.variant_id === undefined) && (missing0 = "variant_id")) || ((data.new_price === undefined) && (missing0 = "new_price"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "variant_id") || (key0 === "new_price")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.variant_id !== undefined){
let data0 = data.variant_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate59.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate59.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.new_price !== undefined){
let data1 = data.new_price;
const _errs4 = errors;
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate59.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 <= 0 || isNaN(data1)){
validate59.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
else {
if(!Number.isInteger(data1) && Math.round(data1 * 100) / 100 !== data1){
validate59.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 500 && (data2.length > 1000 || func1(data2) > 500)){
validate59.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data3 = data.idempotency_key;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate59.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate59.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_create = validate60;
const schema71 = {"type":"object","description":"Arguments of `subscription_create` (seed: Resources, \"Subscription\"): the endpoint, an optional filter, an optional description.","required":["url"],"additionalProperties":false,"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"1..50 distinct entries, each an exact store event type or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every store event type the calling credential may read (today and as the catalogue grows); that set must not be empty. Finance types (`fin.*`) are subscribed per entity with `finance_subscription_create`.","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":"string","minLength":1,"maxLength":500,"description":"For a person, 1..500 characters, e.g. `ERP order export`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"url":"https://example.com/webhooks/storeops","event_types":["order.*"],"description":"Order sync"}],"$id":"urn:storeops:input:subscription_create"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_create" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "url") || (key0 === "event_types")) || (key0 === "description")) || (key0 === "idempotency_key"))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.url !== undefined){
let data0 = data.url;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 2048 && (data0.length > 4096 || func1(data0) > 2048)){
validate60.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate60.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_types !== undefined){
let data1 = data.event_types;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 50){
validate60.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data1.length < 1){
validate60.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
validate60.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data2.length > 100 && (data2.length > 200 || func1(data2) > 100)){
validate60.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate60.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate60.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data3 = data.description;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 500 && (data3.length > 1000 || func1(data3) > 500)){
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data4 = data.idempotency_key;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate60.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate60.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_delete = validate61;
const schema72 = {"type":"object","description":"Arguments of `subscription_delete`.","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_delete"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_delete" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscription_id === undefined) && (missing0 = "subscription_id")){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "subscription_id") || (key0 === "idempotency_key"))){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscription_id !== undefined){
let data0 = data.subscription_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate61.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate61.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate61.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate61.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_deliveries = validate62;
const schema73 = {"type":"object","description":"Arguments of `subscription_deliveries`.","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"state":{"type":"string","description":"State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).","enum":["pending","succeeded","failed","cancelled"]},"event_type":{"type":"string","minLength":1,"maxLength":100,"description":"Only deliveries of this exact event type."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Deliveries per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:subscription_deliveries"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_deliveries" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
let missing0;
if((data.subscription_id === undefined) && (missing0 = "subscription_id")){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "subscription_id") || (key0 === "state")) || (key0 === "event_type")) || (key0 === "limit")) || (key0 === "before"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscription_id !== undefined){
let data0 = data.subscription_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate62.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate62.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data1 = data.state;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate62.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "pending") || (data1 === "succeeded")) || (data1 === "failed")) || (data1 === "cancelled"))){
validate62.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema73.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_type !== undefined){
let data2 = data.event_type;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 100 && (data2.length > 200 || func1(data2) > 100)){
validate62.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate62.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.before !== undefined){
let data4 = data.before;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 200 && (data4.length > 400 || func1(data4) > 200)){
validate62.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_list = validate63;
const schema74 = {"type":"object","description":"Arguments of `subscription_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"kind":{"type":"string","description":"`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).","enum":["store","finance"]},"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only the finance subscriptions of this finance entity."},"state":{"type":"string","description":"State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.","enum":["active","disabled","unsubscribed"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Subscriptions per page, 1..100 (default 50), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:subscription_list"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "entity_id")) || (key0 === "state")) || (key0 === "limit")) || (key0 === "before"))){
validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate63.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "store") || (data0 === "finance"))){
validate63.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema74.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entity_id !== undefined){
let data1 = data.entity_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate63.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate63.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate63.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "disabled")) || (data2 === "unsubscribed"))){
validate63.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema74.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.before !== undefined){
let data4 = data.before;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 200 && (data4.length > 400 || func1(data4) > 200)){
validate63.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_redeliver = validate64;
const schema75 = {"type":"object","description":"Arguments of `subscription_redeliver`.","required":["delivery_id"],"additionalProperties":false,"properties":{"delivery_id":{"type":"string","format":"uuid","maxLength":36,"description":"The delivery to send again (`id` from `subscription_deliveries`): a finished one (`succeeded`, `failed` or `cancelled`) of an `active` subscription of this store. Anything else answers `invalid_request` naming `delivery_id`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_redeliver"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_redeliver" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.delivery_id === undefined) && (missing0 = "delivery_id")){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "delivery_id") || (key0 === "idempotency_key"))){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.delivery_id !== undefined){
let data0 = data.delivery_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate64.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate64.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data1 = data.idempotency_key;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate64.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate64.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_update = validate65;
const schema76 = {"type":"object","description":"Arguments of `subscription_update`: the subscription and the fields to change; fields not sent keep their value (sending none changes nothing). `kind` and `entity_id` never change (delete and create instead).","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":["array","null"],"minItems":1,"maxItems":50,"uniqueItems":true,"description":"The new filter, replacing the old one, checked as on creation (each entry must match a catalogued type of the subscription's family, and the calling credential needs the read scope of every type it matches); null removes the filter (every type the subscription's `scopes` may read).","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":["string","null"],"minLength":1,"maxLength":500,"description":"New description, 1..500 characters; null removes it."},"state":{"type":"string","enum":["active","disabled"],"description":"`active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0; events from now on are delivered; what happened meanwhile is not, redeliver it with `subscription_redeliver`); `disabled` stops deliveries until re-enabled (pending deliveries are cancelled)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_update"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_update" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscription_id === undefined) && (missing0 = "subscription_id")){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "subscription_id") || (key0 === "url")) || (key0 === "event_types")) || (key0 === "description")) || (key0 === "state")) || (key0 === "idempotency_key"))){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscription_id !== undefined){
let data0 = data.subscription_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate65.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate65.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 2048 && (data1.length > 4096 || func1(data1) > 2048)){
validate65.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate65.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_types !== undefined){
let data2 = data.event_types;
const _errs6 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate65.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: schema76.properties.event_types.type},message:"must be array,null"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate65.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate65.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
validate65.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate65.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate65.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate65.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data4 = data.description;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema76.properties.description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data5 = data.state;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate65.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "active") || (data5 === "disabled"))){
validate65.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema76.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data6 = data.idempotency_key;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 255 && (data6.length > 510 || func1(data6) > 255)){
validate65.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate65.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const where_in_service = validate66;
const schema77 = {"type":"object","description":"Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.","additionalProperties":false,"properties":{"question":{"type":"string","minLength":1,"maxLength":500,"description":"Plain-language question such as \"where do I turn on auto-apply for an API key?\", 1..500 characters. Omit for the whole map."}},"examples":[{"question":"where do I switch an agent from dry run to live?"},{}],"$id":"urn:storeops:input:where_in_service"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:where_in_service" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "question")){
validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.question !== undefined){
let data0 = data.question;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 500 && (data0.length > 1000 || func1(data0) > 500)){
validate66.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate66.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Input validator per operation name. */
export const inputValidators = { approval_list, approval_status, approval_submit, approval_withdraw, create_alert, disable_automation, enable_automation, finance_subscription_create, get_alerts, get_calibration, get_cs_attention, get_orders, get_recent_decisions, get_store_overview, get_variants, intent_declare, intent_list, intent_release, intent_revert, intent_status, list_store_actions, policy_create, policy_delete, policy_list, policy_update, propose_discount, query_performance, query_products, receipts_list, receipts_price_memory, run_calibration, sandbox_approval_decide, set_automation_enabled, set_kill_switch, simulate, storefront_update_inventory, storefront_update_variant_price, subscription_create, subscription_delete, subscription_deliveries, subscription_list, subscription_redeliver, subscription_update, where_in_service };

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

export const cross_store_link_status = validate28;
const schema39 = {"type":"object","description":"Arguments of `cross_store_link_status`. All optional; `{}` returns every link of this store (any state, waiting proposals included), ordered by the linked store's id and then purpose, 25 per page.","additionalProperties":false,"properties":{"linked_store_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only the link(s) with this store. An id no link names answers an empty list (not an error)."},"state":{"type":"string","enum":["proposed","pending","active","revoked"],"description":"Only links whose side on this store is in this state (`proposed` = a waiting card and no link yet). Omit for all."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":25,"description":"Links per page, 1..100 (default 25)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{},{"linked_store_id":"2cc59514-adb1-4aca-8466-181dcdac1405"},{"state":"pending"}],"$id":"urn:storeops:input:cross_store_link_status"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:cross_store_link_status" */;
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
if(data.limit === undefined){
data.limit = 25;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "linked_store_id") || (key0 === "state")) || (key0 === "limit")) || (key0 === "cursor"))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.linked_store_id !== undefined){
let data0 = data.linked_store_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate28.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate28.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate28.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "proposed") || (data1 === "pending")) || (data1 === "active")) || (data1 === "revoked"))){
validate28.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema39.properties.state.enum},message:"must be equal to one of the allowed values"}];
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
validate28.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
validate28.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate28.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.cursor !== undefined){
let data3 = data.cursor;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 300 && (data3.length > 600 || func1(data3) > 300)){
validate28.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const cs_copilot_ask = validate29;
const schema40 = {"type":"object","description":"Arguments of `cs_copilot_ask`.","required":["thread_id","question"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","maxLength":36,"description":"The thread the question is about."},"question":{"type":"string","minLength":1,"maxLength":500,"description":"The operator's question, 1..500 characters (not blank)."},"max_passages":{"type":"integer","minimum":1,"maximum":10,"default":3,"description":"How many passages to quote, 1..10 (default 3)."}},"examples":[{"thread_id":"ae12c8e6-906a-4a52-9db2-f3168415c01e","question":"What did we promise about the refund?"}],"$id":"urn:storeops:input:cs_copilot_ask"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:cs_copilot_ask" */;
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
if(data.max_passages === undefined){
data.max_passages = 3;
}
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.question === undefined) && (missing0 = "question"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread_id") || (key0 === "question")) || (key0 === "max_passages"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
let data0 = data.thread_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate29.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate29.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.question !== undefined){
let data1 = data.question;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate29.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate29.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.max_passages;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate29.errors = [{instancePath:instancePath+"/max_passages",schemaPath:"#/properties/max_passages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10 || isNaN(data2)){
validate29.errors = [{instancePath:instancePath+"/max_passages",schemaPath:"#/properties/max_passages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate29.errors = [{instancePath:instancePath+"/max_passages",schemaPath:"#/properties/max_passages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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

export const cs_send_reply = validate30;
const schema41 = {"type":"object","description":"Arguments of `cs_send_reply`.","required":["thread_id","body"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","maxLength":36,"description":"The thread to reply on."},"body":{"type":"string","minLength":1,"maxLength":5000,"description":"The exact reply text, 1..5000 characters (trimmed; not blank). Shown on the approval card."},"mark_pending":{"type":"boolean","default":true,"description":"When `true` (default) an `open` thread becomes `pending` (waiting on the customer) once the reply is sent."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"thread_id":"ae12c8e6-906a-4a52-9db2-f3168415c01e","body":"Thanks for your patience - your replacement ships today."}],"$id":"urn:storeops:input:cs_send_reply"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:cs_send_reply" */;
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
if(data.mark_pending === undefined){
data.mark_pending = true;
}
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.body === undefined) && (missing0 = "body"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "thread_id") || (key0 === "body")) || (key0 === "mark_pending")) || (key0 === "idempotency_key"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
let data0 = data.thread_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate30.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate30.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.body !== undefined){
let data1 = data.body;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 5000 && (data1.length > 10000 || func1(data1) > 5000)){
validate30.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate30.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const _errs6 = errors;
if(typeof data.mark_pending !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/mark_pending",schemaPath:"#/properties/mark_pending/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.idempotency_key !== undefined){
let data3 = data.idempotency_key;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate30.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const cs_triage_thread = validate31;
const schema42 = {"type":"object","description":"Arguments of `cs_triage_thread`. Give at least one of `severity`, `category`, `assignee`, `escalate`.","required":["thread_id"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","maxLength":36,"description":"The thread to triage."},"severity":{"type":"string","enum":["critical","high","normal","low"],"description":"New severity."},"category":{"type":["string","null"],"pattern":"^[a-z][a-z0-9_]*$","minLength":1,"maxLength":40,"description":"New category, snake_case, 1..40 characters; null clears it."},"assignee":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"New assignee (free text, 1..100 characters); null unassigns."},"escalate":{"type":"boolean","description":"`true` escalates to a person (emits `cs.thread_escalated` when it was not escalated); `false` clears the escalation."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why it is escalated; only with `escalate: true` (default `Escalated by triage.`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"thread_id":"ae12c8e6-906a-4a52-9db2-f3168415c01e","severity":"high","escalate":true,"reason":"Customer threatens a chargeback."}],"$id":"urn:storeops:input:cs_triage_thread"};
const pattern6 = new RegExp("^[a-z][a-z0-9_]*$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:cs_triage_thread" */;
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
let missing0;
if((data.thread_id === undefined) && (missing0 = "thread_id")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "thread_id") || (key0 === "severity")) || (key0 === "category")) || (key0 === "assignee")) || (key0 === "escalate")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
let data0 = data.thread_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate31.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate31.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.severity !== undefined){
let data1 = data.severity;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate31.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "critical") || (data1 === "high")) || (data1 === "normal")) || (data1 === "low"))){
validate31.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema42.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
let data2 = data.category;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate31.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: schema42.properties.category.type},message:"must be string,null"}];
return false;
}
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
validate31.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""}];
return false;
}
else {
if(data2.length > 40 && (data2.length > 80 || func1(data2) > 40)){
validate31.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate31.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
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
if(data.assignee !== undefined){
let data3 = data.assignee;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate31.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/type",keyword:"type",params:{type: schema42.properties.assignee.type},message:"must be string,null"}];
return false;
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate31.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate31.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
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
if(data.escalate !== undefined){
const _errs10 = errors;
if(typeof data.escalate !== "boolean"){
validate31.errors = [{instancePath:instancePath+"/escalate",schemaPath:"#/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data5 = data.reason;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 500 && (data5.length > 1000 || func1(data5) > 500)){
validate31.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate31.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate31.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate31.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

export const disable_automation = validate32;
const schema43 = {"type":"object","description":"Arguments of `disable_automation`.","required":["agent"],"additionalProperties":false,"properties":{"agent":{"type":"string","pattern":"^[a-z][a-z0-9-]{0,63}$","maxLength":64,"description":"The agent's slug (see `get_store_overview` `agents`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:disable_automation"};
const pattern7 = new RegExp("^[a-z][a-z0-9-]{0,63}$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:disable_automation" */;
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
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent") || (key0 === "idempotency_key"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!pattern7.test(data0)){
validate32.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate32.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate32.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate32.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const enable_automation = validate33;
const schema44 = {"type":"object","description":"Arguments of `enable_automation`.","required":["agent"],"additionalProperties":false,"properties":{"agent":{"type":"string","pattern":"^[a-z][a-z0-9-]{0,63}$","maxLength":64,"description":"The agent's slug (see `get_store_overview` `agents`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:enable_automation"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:enable_automation" */;
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
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent") || (key0 === "idempotency_key"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!pattern7.test(data0)){
validate33.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate33.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate33.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate33.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_accounts_list = validate34;
const schema45 = {"type":"object","description":"Arguments of `finance_accounts_list`: the chart of accounts of one finance entity, by code, each with its balance as of a date.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Accounts per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"type":{"type":"string","enum":["asset","liability","equity","revenue","expense"],"description":"Only accounts of this type. Omit for every type."},"active":{"type":"boolean","description":"`true`: only active accounts (those the books post to); `false`: only inactive ones. Omit for both."},"q":{"type":"string","minLength":1,"maxLength":100,"description":"Only accounts whose code or name starts with this text (case-insensitive for ASCII letters), e.g. `40` or `Sales`."},"as_of":{"type":"string","format":"date","maxLength":10,"description":"Balances include every line dated on or before this calendar date of the entity's time zone (`YYYY-MM-DD`). Default: today in the entity's time zone."}},"$id":"urn:storeops:input:finance_accounts_list"};
const formats14 = require("ajv-formats/dist/formats").fullFormats.date;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_accounts_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "entity_id") || (key0 === "limit")) || (key0 === "cursor")) || (key0 === "type")) || (key0 === "active")) || (key0 === "q")) || (key0 === "as_of"))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate34.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate34.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate34.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate34.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
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
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate34.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate34.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "asset") || (data3 === "liability")) || (data3 === "equity")) || (data3 === "revenue")) || (data3 === "expense"))){
validate34.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs10 = errors;
if(typeof data.active !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.q !== undefined){
let data5 = data.q;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 100 && (data5.length > 200 || func1(data5) > 100)){
validate34.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate34.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.as_of !== undefined){
let data6 = data.as_of;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats14.validate(data6))){
validate34.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data6.length > 10 && (data6.length > 20 || func1(data6) > 10)){
validate34.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

export const finance_balance_sheet = validate35;
const schema46 = {"type":"object","description":"Arguments of `finance_balance_sheet`. `entity_id` is required.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","maxLength":36,"format":"uuid","description":"The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`."},"as_of":{"type":"string","maxLength":10,"format":"date","description":"Balances at the end of this calendar date of the entity's time zone (default today there)."},"compare_as_of":{"type":"string","maxLength":10,"format":"date","description":"A second date for the comparative column (`comparison_*` fields), earlier or later than `as_of`; omitted = no comparison."}},"$id":"urn:storeops:input:finance_balance_sheet"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_balance_sheet" */;
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
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "entity_id") || (key0 === "as_of")) || (key0 === "compare_as_of"))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate35.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate35.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.as_of !== undefined){
let data1 = data.as_of;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats14.validate(data1))){
validate35.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data1.length > 10 && (data1.length > 20 || func1(data1) > 10)){
validate35.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.compare_as_of !== undefined){
let data2 = data.compare_as_of;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats14.validate(data2))){
validate35.errors = [{instancePath:instancePath+"/compare_as_of",schemaPath:"#/properties/compare_as_of/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data2.length > 10 && (data2.length > 20 || func1(data2) > 10)){
validate35.errors = [{instancePath:instancePath+"/compare_as_of",schemaPath:"#/properties/compare_as_of/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/compare_as_of",schemaPath:"#/properties/compare_as_of/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_account_create = validate36;
const schema47 = {"type":"object","description":"Arguments of `finance_bank_account_create`.","required":["entity_id","name","kind"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (`finance_entities_list`) the account belongs to."},"name":{"type":"string","minLength":1,"maxLength":200,"description":"Display name, e.g. `ING current account`."},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"`bank`, `card` (company credit card: a liability), `cash`, `psp` (a payment service provider balance)."},"institution":{"type":["string","null"],"minLength":1,"maxLength":200,"description":"The bank, card issuer or provider (default null)."},"account_number":{"type":["string","null"],"minLength":1,"maxLength":64,"description":"The IBAN, account or card number (default null). Accepted in full and stored masked only: every letter and digit but the last 4 becomes `•` (separators kept); the full number is never stored, logged or returned."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","maxLength":3,"description":"ISO 4217 code; must be the entity's currency (default the entity's)."},"ledger_account_id":{"type":"string","format":"uuid","maxLength":36,"description":"An active chart account of the entity its transactions post to: an asset account (a liability account for `card`) that no other bank account uses. Absent: a new account named after the bank account is added to the chart with the next free code of its range (`bank` and `cash` 1000–1099, `psp` 1100–1199, `card` 2200–2299; steps of 10 first)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_bank_account_create"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_account_create" */;
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
let missing0;
if((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.kind === undefined) && (missing0 = "kind"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "entity_id") || (key0 === "name")) || (key0 === "kind")) || (key0 === "institution")) || (key0 === "account_number")) || (key0 === "currency")) || (key0 === "ledger_account_id")) || (key0 === "idempotency_key"))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate36.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate36.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data1.length > 200 && (data1.length > 400 || func1(data1) > 200)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data2 = data.kind;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate36.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "bank") || (data2 === "card")) || (data2 === "cash")) || (data2 === "psp"))){
validate36.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema47.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.institution !== undefined){
let data3 = data.institution;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate36.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/type",keyword:"type",params:{type: schema47.properties.institution.type},message:"must be string,null"}];
return false;
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 200 && (data3.length > 400 || func1(data3) > 200)){
validate36.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate36.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
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
if(data.account_number !== undefined){
let data4 = data.account_number;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate36.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/type",keyword:"type",params:{type: schema47.properties.account_number.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 64 && (data4.length > 128 || func1(data4) > 64)){
validate36.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate36.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
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
if(data.currency !== undefined){
let data5 = data.currency;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate36.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
else {
if(data5.length > 3 && (data5.length > 6 || func1(data5) > 3)){
validate36.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ledger_account_id !== undefined){
let data6 = data.ledger_account_id;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
validate36.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data6.length > 36 && (data6.length > 72 || func1(data6) > 36)){
validate36.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate36.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate36.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_account_update = validate37;
const schema48 = {"type":"object","description":"Arguments of `finance_bank_account_update`: the account and the fields to change; fields not sent keep their value. `kind`, `currency` and the entity never change.","required":["bank_account_id"],"additionalProperties":false,"properties":{"bank_account_id":{"type":"string","format":"uuid","maxLength":36,"description":"The bank account (`finance_bank_accounts_list`)."},"name":{"type":"string","minLength":1,"maxLength":200},"institution":{"type":["string","null"],"minLength":1,"maxLength":200,"description":"null removes it."},"account_number":{"type":["string","null"],"minLength":1,"maxLength":64,"description":"The new number, accepted in full and stored masked only (as on creation); null removes it."},"ledger_account_id":{"type":"string","format":"uuid","maxLength":36,"description":"Another ledger account, with the rules of creation. Entries already posted stay where they are."},"status":{"type":"string","enum":["active","archived"],"description":"`archived` keeps the account and its rows but refuses new statement imports; `active` takes imports again."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_bank_account_update"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_account_update" */;
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
let missing0;
if((data.bank_account_id === undefined) && (missing0 = "bank_account_id")){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "bank_account_id") || (key0 === "name")) || (key0 === "institution")) || (key0 === "account_number")) || (key0 === "ledger_account_id")) || (key0 === "status")) || (key0 === "idempotency_key"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.bank_account_id !== undefined){
let data0 = data.bank_account_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate37.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate37.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data1.length > 200 && (data1.length > 400 || func1(data1) > 200)){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.institution !== undefined){
let data2 = data.institution;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate37.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/type",keyword:"type",params:{type: schema48.properties.institution.type},message:"must be string,null"}];
return false;
}
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 200 && (data2.length > 400 || func1(data2) > 200)){
validate37.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate37.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
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
if(data.account_number !== undefined){
let data3 = data.account_number;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate37.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/type",keyword:"type",params:{type: schema48.properties.account_number.type},message:"must be string,null"}];
return false;
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate37.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate37.errors = [{instancePath:instancePath+"/account_number",schemaPath:"#/properties/account_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
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
if(data.ledger_account_id !== undefined){
let data4 = data.ledger_account_id;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate37.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data4.length > 36 && (data4.length > 72 || func1(data4) > 36)){
validate37.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/ledger_account_id",schemaPath:"#/properties/ledger_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data5 = data.status;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "active") || (data5 === "archived"))){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate37.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate37.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

export const finance_bank_accounts_list = validate38;
const schema49 = {"type":"object","description":"Arguments of `finance_bank_accounts_list`: the bank, card, cash and payment service provider accounts of one finance entity, oldest first.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Bank accounts per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"Only accounts of this kind. Omit for every kind."},"status":{"type":"string","enum":["active","archived"],"description":"Only accounts in this state. Omit for both."}},"$id":"urn:storeops:input:finance_bank_accounts_list"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_accounts_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "limit")) || (key0 === "cursor")) || (key0 === "kind")) || (key0 === "status"))){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate38.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate38.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate38.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate38.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate38.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate38.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data3 = data.kind;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate38.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "bank") || (data3 === "card")) || (data3 === "cash")) || (data3 === "psp"))){
validate38.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema49.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate38.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "active") || (data4 === "archived"))){
validate38.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema49.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_statement_import = validate39;
const schema50 = {"type":"object","description":"Arguments of `finance_bank_statement_import`: one bank statement file (its text) for one bank account, and for CSV how to read its columns.","required":["bank_account_id","format","content"],"additionalProperties":false,"properties":{"bank_account_id":{"type":"string","format":"uuid","maxLength":36,"description":"The bank account (`finance_bank_accounts_list`) the statement belongs to; must be `active`."},"format":{"type":"string","enum":["csv","camt053"],"description":"`csv`: a header row and one row per transaction, read with `csv` (column names, delimiter, decimal separator, date format); `camt053`: an ISO 20022 `BkToCstmrStmt` XML document (any camt.053.001.xx version): every booked `Ntry` of every `Stmt`."},"content":{"type":"string","minLength":1,"maxLength":900000,"description":"The file's text (UTF-8; a byte order mark is ignored), at most 900,000 characters and 5,000 transactions."},"filename":{"type":["string","null"],"maxLength":255,"description":"The file's name, kept with the import for people (default null)."},"csv":{"type":"object","description":"How to read a CSV statement (`format` `csv`; ignored for `camt053`). Column names are matched to the header row case-insensitively, surrounding spaces ignored. Every field is optional; the defaults read a file with the header `date,amount,description,counterparty,reference`.","additionalProperties":false,"properties":{"delimiter":{"type":"string","enum":[",",";","\t","|"],"description":"Field delimiter (default `,`)."},"decimal_separator":{"type":"string","enum":[".",","],"description":"Decimal separator of amounts (default `.`). The other character, spaces and `'` are taken as thousands separators (`1.234,56` with `,`)."},"date_format":{"type":"string","enum":["YYYY-MM-DD","DD-MM-YYYY","DD.MM.YYYY","DD/MM/YYYY","MM/DD/YYYY","YYYYMMDD"],"description":"Format of the date columns (default `YYYY-MM-DD`)."},"date_column":{"type":"string","minLength":1,"maxLength":100,"description":"Booking date column (default `date`), required in the file."},"value_date_column":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"Value date column (default null, no value dates)."},"amount_column":{"type":"string","minLength":1,"maxLength":100,"description":"Signed amount column, positive money in, negative money out (default `amount`); not used when `debit_column` and `credit_column` are set."},"debit_column":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"Money out column (unsigned), set together with `credit_column` for files with two amount columns (default null). In a row exactly one of the two holds a non-zero amount."},"credit_column":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"Money in column (unsigned), set together with `debit_column` (default null)."},"description_column":{"type":"string","minLength":1,"maxLength":100,"description":"Description column (default `description`), required in the file; an empty cell is read as the counterparty, else `(no description)`."},"counterparty_column":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"Counterparty column (default `counterparty`, used when the file has it); null ignores it."},"reference_column":{"type":["string","null"],"minLength":1,"maxLength":100,"description":"The bank's reference column (default `reference`, used when the file has it); null ignores it. Rows with a reference are deduplicated by it."}}},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_bank_statement_import"};
const func80 = Object.prototype.hasOwnProperty;

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_statement_import" */;
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
let missing0;
if((((data.bank_account_id === undefined) && (missing0 = "bank_account_id")) || ((data.format === undefined) && (missing0 = "format"))) || ((data.content === undefined) && (missing0 = "content"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "bank_account_id") || (key0 === "format")) || (key0 === "content")) || (key0 === "filename")) || (key0 === "csv")) || (key0 === "idempotency_key"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.bank_account_id !== undefined){
let data0 = data.bank_account_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate39.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate39.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.format !== undefined){
let data1 = data.format;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "csv") || (data1 === "camt053"))){
validate39.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema50.properties.format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data2 = data.content;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 900000 && (data2.length > 1800000 || func1(data2) > 900000)){
validate39.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 900000},message:"must NOT have more than 900000 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate39.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filename !== undefined){
let data3 = data.filename;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate39.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: schema50.properties.filename.type},message:"must be string,null"}];
return false;
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate39.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
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
if(data.csv !== undefined){
let data4 = data.csv;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs12 = errors;
for(const key1 in data4){
if(!(func80.call(schema50.properties.csv.properties, key1))){
validate39.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data4.delimiter !== undefined){
let data5 = data4.delimiter;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate39.errors = [{instancePath:instancePath+"/csv/delimiter",schemaPath:"#/properties/csv/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data5 === ",") || (data5 === ";")) || (data5 === "\t")) || (data5 === "|"))){
validate39.errors = [{instancePath:instancePath+"/csv/delimiter",schemaPath:"#/properties/csv/properties/delimiter/enum",keyword:"enum",params:{allowedValues: schema50.properties.csv.properties.delimiter.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.decimal_separator !== undefined){
let data6 = data4.decimal_separator;
const _errs15 = errors;
if(typeof data6 !== "string"){
validate39.errors = [{instancePath:instancePath+"/csv/decimal_separator",schemaPath:"#/properties/csv/properties/decimal_separator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === ".") || (data6 === ","))){
validate39.errors = [{instancePath:instancePath+"/csv/decimal_separator",schemaPath:"#/properties/csv/properties/decimal_separator/enum",keyword:"enum",params:{allowedValues: schema50.properties.csv.properties.decimal_separator.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.date_format !== undefined){
let data7 = data4.date_format;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate39.errors = [{instancePath:instancePath+"/csv/date_format",schemaPath:"#/properties/csv/properties/date_format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data7 === "YYYY-MM-DD") || (data7 === "DD-MM-YYYY")) || (data7 === "DD.MM.YYYY")) || (data7 === "DD/MM/YYYY")) || (data7 === "MM/DD/YYYY")) || (data7 === "YYYYMMDD"))){
validate39.errors = [{instancePath:instancePath+"/csv/date_format",schemaPath:"#/properties/csv/properties/date_format/enum",keyword:"enum",params:{allowedValues: schema50.properties.csv.properties.date_format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.date_column !== undefined){
let data8 = data4.date_column;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(data8.length > 100 && (data8.length > 200 || func1(data8) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/date_column",schemaPath:"#/properties/csv/properties/date_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data8.length < 1 || (data8.length < 2 && func1(data8) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/date_column",schemaPath:"#/properties/csv/properties/date_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/csv/date_column",schemaPath:"#/properties/csv/properties/date_column/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.value_date_column !== undefined){
let data9 = data4.value_date_column;
const _errs21 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate39.errors = [{instancePath:instancePath+"/csv/value_date_column",schemaPath:"#/properties/csv/properties/value_date_column/type",keyword:"type",params:{type: schema50.properties.csv.properties.value_date_column.type},message:"must be string,null"}];
return false;
}
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length > 100 && (data9.length > 200 || func1(data9) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/value_date_column",schemaPath:"#/properties/csv/properties/value_date_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data9.length < 1 || (data9.length < 2 && func1(data9) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/value_date_column",schemaPath:"#/properties/csv/properties/value_date_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.amount_column !== undefined){
let data10 = data4.amount_column;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 100 && (data10.length > 200 || func1(data10) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/amount_column",schemaPath:"#/properties/csv/properties/amount_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data10.length < 1 || (data10.length < 2 && func1(data10) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/amount_column",schemaPath:"#/properties/csv/properties/amount_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/csv/amount_column",schemaPath:"#/properties/csv/properties/amount_column/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.debit_column !== undefined){
let data11 = data4.debit_column;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate39.errors = [{instancePath:instancePath+"/csv/debit_column",schemaPath:"#/properties/csv/properties/debit_column/type",keyword:"type",params:{type: schema50.properties.csv.properties.debit_column.type},message:"must be string,null"}];
return false;
}
if(errors === _errs25){
if(typeof data11 === "string"){
if(data11.length > 100 && (data11.length > 200 || func1(data11) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/debit_column",schemaPath:"#/properties/csv/properties/debit_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data11.length < 1 || (data11.length < 2 && func1(data11) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/debit_column",schemaPath:"#/properties/csv/properties/debit_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.credit_column !== undefined){
let data12 = data4.credit_column;
const _errs27 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate39.errors = [{instancePath:instancePath+"/csv/credit_column",schemaPath:"#/properties/csv/properties/credit_column/type",keyword:"type",params:{type: schema50.properties.csv.properties.credit_column.type},message:"must be string,null"}];
return false;
}
if(errors === _errs27){
if(typeof data12 === "string"){
if(data12.length > 100 && (data12.length > 200 || func1(data12) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/credit_column",schemaPath:"#/properties/csv/properties/credit_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data12.length < 1 || (data12.length < 2 && func1(data12) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/credit_column",schemaPath:"#/properties/csv/properties/credit_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.description_column !== undefined){
let data13 = data4.description_column;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(data13.length > 100 && (data13.length > 200 || func1(data13) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/description_column",schemaPath:"#/properties/csv/properties/description_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data13.length < 1 || (data13.length < 2 && func1(data13) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/description_column",schemaPath:"#/properties/csv/properties/description_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/csv/description_column",schemaPath:"#/properties/csv/properties/description_column/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.counterparty_column !== undefined){
let data14 = data4.counterparty_column;
const _errs31 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate39.errors = [{instancePath:instancePath+"/csv/counterparty_column",schemaPath:"#/properties/csv/properties/counterparty_column/type",keyword:"type",params:{type: schema50.properties.csv.properties.counterparty_column.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(typeof data14 === "string"){
if(data14.length > 100 && (data14.length > 200 || func1(data14) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/counterparty_column",schemaPath:"#/properties/csv/properties/counterparty_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/counterparty_column",schemaPath:"#/properties/csv/properties/counterparty_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.reference_column !== undefined){
let data15 = data4.reference_column;
const _errs33 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate39.errors = [{instancePath:instancePath+"/csv/reference_column",schemaPath:"#/properties/csv/properties/reference_column/type",keyword:"type",params:{type: schema50.properties.csv.properties.reference_column.type},message:"must be string,null"}];
return false;
}
if(errors === _errs33){
if(typeof data15 === "string"){
if(data15.length > 100 && (data15.length > 200 || func1(data15) > 100)){
validate39.errors = [{instancePath:instancePath+"/csv/reference_column",schemaPath:"#/properties/csv/properties/reference_column/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data15.length < 1 || (data15.length < 2 && func1(data15) < 1)){
validate39.errors = [{instancePath:instancePath+"/csv/reference_column",schemaPath:"#/properties/csv/properties/reference_column/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate39.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data16 = data.idempotency_key;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(data16.length > 255 && (data16.length > 510 || func1(data16) > 255)){
validate39.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data16.length < 1 || (data16.length < 2 && func1(data16) < 1)){
validate39.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
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
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_transaction_dismiss = validate40;
const schema51 = {"type":"object","description":"Arguments of `finance_bank_transaction_dismiss`.","required":["bank_transaction_id","reason"],"additionalProperties":false,"properties":{"bank_transaction_id":{"type":"string","format":"uuid","maxLength":36,"description":"The statement row to dismiss; must be `counted`."},"reason":{"type":"string","enum":["not_a_transaction","duplicate_of"],"description":"`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row, named in `duplicate_of`."},"duplicate_of":{"type":["string","null"],"format":"uuid","maxLength":36,"description":"Required when `reason` is `duplicate_of` (else must be absent or null): another `counted` row of the same bank account."},"note":{"type":["string","null"],"maxLength":500,"description":"Why, for people (default null)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_bank_transaction_dismiss"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_transaction_dismiss" */;
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
if(((data.bank_transaction_id === undefined) && (missing0 = "bank_transaction_id")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "bank_transaction_id") || (key0 === "reason")) || (key0 === "duplicate_of")) || (key0 === "note")) || (key0 === "idempotency_key"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.bank_transaction_id !== undefined){
let data0 = data.bank_transaction_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate40.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate40.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(typeof data1 !== "string"){
validate40.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "not_a_transaction") || (data1 === "duplicate_of"))){
validate40.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema51.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duplicate_of !== undefined){
let data2 = data.duplicate_of;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate40.errors = [{instancePath:instancePath+"/duplicate_of",schemaPath:"#/properties/duplicate_of/type",keyword:"type",params:{type: schema51.properties.duplicate_of.type},message:"must be string,null"}];
return false;
}
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate40.errors = [{instancePath:instancePath+"/duplicate_of",schemaPath:"#/properties/duplicate_of/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data2.length > 36 && (data2.length > 72 || func1(data2) > 36)){
validate40.errors = [{instancePath:instancePath+"/duplicate_of",schemaPath:"#/properties/duplicate_of/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
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
if(data.note !== undefined){
let data3 = data.note;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate40.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: schema51.properties.note.type},message:"must be string,null"}];
return false;
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 500 && (data3.length > 1000 || func1(data3) > 500)){
validate40.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
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
if(data.idempotency_key !== undefined){
let data4 = data.idempotency_key;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate40.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_transaction_undismiss = validate41;
const schema52 = {"type":"object","description":"Arguments of `finance_bank_transaction_undismiss`.","required":["bank_transaction_id"],"additionalProperties":false,"properties":{"bank_transaction_id":{"type":"string","format":"uuid","maxLength":36,"description":"The statement row whose dismissal to undo; must be `dismissed`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_bank_transaction_undismiss"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_transaction_undismiss" */;
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
if((data.bank_transaction_id === undefined) && (missing0 = "bank_transaction_id")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "bank_transaction_id") || (key0 === "idempotency_key"))){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.bank_transaction_id !== undefined){
let data0 = data.bank_transaction_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate41.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate41.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate41.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_bank_transactions_list = validate42;
const schema53 = {"type":"object","description":"Arguments of `finance_bank_transactions_list`: the statement rows of one finance entity's bank accounts, newest booking date first.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Transactions per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"bank_account_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only rows of this bank account (an `id` from `finance_bank_accounts_list`); an id that is not one of the entity's bank accounts answers `invalid_request` naming `bank_account_id`."},"state":{"type":"string","enum":["counted","dismissed"],"description":"Only rows in this state (`dismissed`: set aside as not a transaction or as a duplicate). Omit for both."},"reconciliation":{"type":"string","enum":["unmatched","matched","booked"],"description":"Only rows in this reconciliation state. Omit for every state."},"date_from":{"type":"string","format":"date","maxLength":10,"description":"Only rows booked on or after this date (`booking_date`, `YYYY-MM-DD`)."},"date_to":{"type":"string","format":"date","maxLength":10,"description":"Only rows booked on or before this date; not before `date_from`."},"q":{"type":"string","minLength":1,"maxLength":200,"description":"Only rows whose description, counterparty or bank reference contains this text (case-insensitive for ASCII letters)."}},"$id":"urn:storeops:input:finance_bank_transactions_list"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_bank_transactions_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema53.properties, key0))){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate42.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate42.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate42.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate42.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate42.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate42.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bank_account_id !== undefined){
let data3 = data.bank_account_id;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate42.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data3.length > 36 && (data3.length > 72 || func1(data3) > 36)){
validate42.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.state !== undefined){
let data4 = data.state;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "counted") || (data4 === "dismissed"))){
validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema53.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reconciliation !== undefined){
let data5 = data.reconciliation;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate42.errors = [{instancePath:instancePath+"/reconciliation",schemaPath:"#/properties/reconciliation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "unmatched") || (data5 === "matched")) || (data5 === "booked"))){
validate42.errors = [{instancePath:instancePath+"/reconciliation",schemaPath:"#/properties/reconciliation/enum",keyword:"enum",params:{allowedValues: schema53.properties.reconciliation.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_from !== undefined){
let data6 = data.date_from;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats14.validate(data6))){
validate42.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data6.length > 10 && (data6.length > 20 || func1(data6) > 10)){
validate42.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_to !== undefined){
let data7 = data.date_to;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats14.validate(data7))){
validate42.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data7.length > 10 && (data7.length > 20 || func1(data7) > 10)){
validate42.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.q !== undefined){
let data8 = data.q;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length > 200 && (data8.length > 400 || func1(data8) > 200)){
validate42.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data8.length < 1 || (data8.length < 2 && func1(data8) < 1)){
validate42.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
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
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_changes = validate43;
const schema54 = {"type":"object","description":"Arguments of `finance_changes`: the entity whose change feed to read, where to continue from, and which event types to return.","required":["entity_id"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store whose changes to read; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`."},"after":{"type":"string","maxLength":300,"description":"Opaque feed position: the `next_cursor` of an earlier answer (for this entity). Omit it to start at the oldest change still kept (730 days). A value this API did not issue, or one issued for another entity, answers `invalid_request` naming `after`. A position older than the retention is still accepted: the answer starts at the oldest kept change and says `gap: true`."},"types":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"Only changes of these event types: 1..50 distinct entries, each an exact finance event type (`fin.entry.posted`) or a prefix ending in `*` (`fin.entry.*`, `fin.bank*`; `*` = every finance type). An entry that matches no finance event type answers `invalid_request` naming it (`types[1]: ...`). Omit it for every type. The position in `next_cursor` still advances past changes of other types.","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100,"description":"Changes per answer, 1..500 (default 100)."}},"$id":"urn:storeops:input:finance_changes"};
const pattern10 = new RegExp("^[a-z0-9_.]*\\*?$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_changes" */;
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
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "entity_id") || (key0 === "after")) || (key0 === "types")) || (key0 === "limit"))){
validate43.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate43.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate43.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.after !== undefined){
let data1 = data.after;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 300 && (data1.length > 600 || func1(data1) > 300)){
validate43.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.types !== undefined){
let data2 = data.types;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate43.errors = [{instancePath:instancePath+"/types",schemaPath:"#/properties/types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate43.errors = [{instancePath:instancePath+"/types",schemaPath:"#/properties/types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
if(!pattern10.test(data3)){
validate43.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate43.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate43.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate43.errors = [{instancePath:instancePath+"/types",schemaPath:"#/properties/types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate43.errors = [{instancePath:instancePath+"/types",schemaPath:"#/properties/types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data4 = data.limit;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate43.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 500 || isNaN(data4)){
validate43.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate43.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
}
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

export const finance_einvoice_messages_list = validate44;
const schema55 = {"type":"object","description":"Arguments of `finance_einvoice_messages_list`: the Peppol e-invoice messages (sent and received) of one finance entity, latest status change first.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Messages per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"direction":{"type":"string","enum":["inbound","outbound"],"description":"`inbound`: suppliers' invoices to the entity; `outbound`: the entity's invoices to customers. Omit for both."},"status":{"type":"string","enum":["queued","sent","delivered","delivery_failed","received","acknowledged","in_process","under_query","conditionally_accepted","rejected","accepted","paid"],"description":"Status of an e-invoice message on the Peppol network (the AsyncAPI `FinEinvoiceStatus`). Transport: `queued`, `sent` (handed to our access point), `delivered` (the receiver's access point took it), `delivery_failed`, `received` (an inbound message). Business (Peppol Invoice Response codes): `acknowledged` (AB), `in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA), `rejected` (RE), `accepted` (AP), `paid` (PD)."},"document_type":{"type":"string","enum":["invoice","credit_note"],"description":"Only invoices or only credit notes. Omit for both."},"date_from":{"type":"string","format":"date","maxLength":10,"description":"Only documents issued on or after this date (`issue_date`, `YYYY-MM-DD`)."},"date_to":{"type":"string","format":"date","maxLength":10,"description":"Only documents issued on or before this date; not before `date_from`."}},"$id":"urn:storeops:input:finance_einvoice_messages_list"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_einvoice_messages_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "entity_id") || (key0 === "limit")) || (key0 === "cursor")) || (key0 === "direction")) || (key0 === "status")) || (key0 === "document_type")) || (key0 === "date_from")) || (key0 === "date_to"))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate44.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate44.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate44.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate44.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate44.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate44.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.direction !== undefined){
let data3 = data.direction;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate44.errors = [{instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "inbound") || (data3 === "outbound"))){
validate44.errors = [{instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema55.properties.direction.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate44.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data4 === "queued") || (data4 === "sent")) || (data4 === "delivered")) || (data4 === "delivery_failed")) || (data4 === "received")) || (data4 === "acknowledged")) || (data4 === "in_process")) || (data4 === "under_query")) || (data4 === "conditionally_accepted")) || (data4 === "rejected")) || (data4 === "accepted")) || (data4 === "paid"))){
validate44.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema55.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document_type !== undefined){
let data5 = data.document_type;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate44.errors = [{instancePath:instancePath+"/document_type",schemaPath:"#/properties/document_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "invoice") || (data5 === "credit_note"))){
validate44.errors = [{instancePath:instancePath+"/document_type",schemaPath:"#/properties/document_type/enum",keyword:"enum",params:{allowedValues: schema55.properties.document_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_from !== undefined){
let data6 = data.date_from;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats14.validate(data6))){
validate44.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data6.length > 10 && (data6.length > 20 || func1(data6) > 10)){
validate44.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_to !== undefined){
let data7 = data.date_to;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats14.validate(data7))){
validate44.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data7.length > 10 && (data7.length > 20 || func1(data7) > 10)){
validate44.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_entities_list = validate45;
const schema56 = {"type":"object","description":"Arguments of `finance_entities_list`. All optional; `{}` lists every finance entity (set of books) of the store, oldest first.","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Entities per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."}},"$id":"urn:storeops:input:finance_entities_list"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_entities_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "limit") || (key0 === "cursor"))){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.limit;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate45.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 200 || isNaN(data0)){
validate45.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate45.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
if(data.cursor !== undefined){
let data1 = data.cursor;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 300 && (data1.length > 600 || func1(data1) > 300)){
validate45.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_export_create = validate46;
const schema57 = {"type":"object","description":"Arguments of `finance_export_create`: which books, what to put in the file, for which dates.","required":["entity_id","date_from","date_to"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) to export; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`."},"format":{"type":"string","enum":["csv","json"],"default":"csv","description":"`csv` (default; RFC 4180, UTF-8, one header row, a `part` column naming the part of each row) or `json` (one object with an array per part)."},"parts":{"type":"array","minItems":1,"maxItems":4,"uniqueItems":true,"default":["journal"],"items":{"type":"string","enum":["journal","trial_balance","profit_and_loss","balance_sheet"],"description":"A part of a finance export: `journal` (every journal line of the entries dated in the range), `trial_balance` (per account, debits and credits of all postings up to `date_to`), `profit_and_loss` (revenue and expense accounts over the range, and net income), `balance_sheet` (asset, liability and equity accounts as of `date_to`, with the earnings not yet closed to equity)."},"description":"1..4 distinct parts (default `[journal]`), written in this order."},"date_from":{"type":"string","format":"date","maxLength":10,"description":"First entry date (entity calendar, `YYYY-MM-DD`), inclusive."},"date_to":{"type":"string","format":"date","maxLength":10,"description":"Last entry date (entity calendar), inclusive; not before `date_from` (else `invalid_request` naming `date_to`) and at most 3 years after it."}},"$id":"urn:storeops:input:finance_export_create"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_export_create" */;
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
if(data.format === undefined){
data.format = "csv";
}
if(data.parts === undefined){
data.parts = ["journal"];
}
let missing0;
if((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.date_from === undefined) && (missing0 = "date_from"))) || ((data.date_to === undefined) && (missing0 = "date_to"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "format")) || (key0 === "parts")) || (key0 === "date_from")) || (key0 === "date_to"))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate46.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate46.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.format;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate46.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "csv") || (data1 === "json"))){
validate46.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema57.properties.format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
if(valid0){
let data2 = data.parts;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 4){
validate46.errors = [{instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data2.length < 1){
validate46.errors = [{instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(typeof data3 !== "string"){
validate46.errors = [{instancePath:instancePath+"/parts/" + i0,schemaPath:"#/properties/parts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "journal") || (data3 === "trial_balance")) || (data3 === "profit_and_loss")) || (data3 === "balance_sheet"))){
validate46.errors = [{instancePath:instancePath+"/parts/" + i0,schemaPath:"#/properties/parts/items/enum",keyword:"enum",params:{allowedValues: schema57.properties.parts.items.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate46.errors = [{instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate46.errors = [{instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.date_from !== undefined){
let data4 = data.date_from;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats14.validate(data4))){
validate46.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data4.length > 10 && (data4.length > 20 || func1(data4) > 10)){
validate46.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_to !== undefined){
let data5 = data.date_to;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats14.validate(data5))){
validate46.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data5.length > 10 && (data5.length > 20 || func1(data5) > 10)){
validate46.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_export_download = validate47;
const schema58 = {"type":"object","description":"Arguments of `finance_export_download`.","required":["export_id"],"additionalProperties":false,"properties":{"export_id":{"type":"string","format":"uuid","maxLength":36,"description":"A succeeded export of this store; an unknown id, or an export that is not `succeeded` (queued, running, failed, expired), answers `invalid_request` naming `export_id` with its status."}},"$id":"urn:storeops:input:finance_export_download"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_export_download" */;
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
if((data.export_id === undefined) && (missing0 = "export_id")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "export_id")){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.export_id !== undefined){
let data0 = data.export_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate47.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate47.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const finance_export_status = validate48;
const schema59 = {"type":"object","description":"Arguments of `finance_export_status`.","required":["export_id"],"additionalProperties":false,"properties":{"export_id":{"type":"string","format":"uuid","maxLength":36,"description":"The export (`export.id` of `finance_export_create`); an id that is not an export of this store answers `invalid_request` naming `export_id`."}},"$id":"urn:storeops:input:finance_export_status"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_export_status" */;
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
if((data.export_id === undefined) && (missing0 = "export_id")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "export_id")){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.export_id !== undefined){
let data0 = data.export_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate48.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate48.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/export_id",schemaPath:"#/properties/export_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const finance_journal_entries_list = validate49;
const schema60 = {"type":"object","description":"Arguments of `finance_journal_entries_list`: the journal entries of one finance entity with their lines, newest first by posting order unless `order` says `asc`.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Entries per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"date_from":{"type":"string","format":"date","maxLength":10,"description":"Only entries dated on or after this calendar date (entity time zone, `YYYY-MM-DD`)."},"date_to":{"type":"string","format":"date","maxLength":10,"description":"Only entries dated on or before this calendar date (entity time zone); not before `date_from`."},"period_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only entries of this period (an `id` from `finance_periods_list`); an id that is not one of the entity's periods answers `invalid_request` naming `period_id`."},"account_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only entries with at least one line on this account (an `id` from `finance_accounts_list`); every line of such an entry is returned. An id that is not in the entity's chart answers `invalid_request` naming `account_id`."},"source":{"type":"string","enum":["order","refund","cost_import","expense_import","bank_transaction","einvoice","opening_balance","manual","reversal"],"description":"Only entries posted by this source (`reversal`: the reversal entries themselves)."},"reversed":{"type":"boolean","description":"`true`: only entries a later entry reversed; `false`: only entries not reversed. Omit for both."},"q":{"type":"string","minLength":1,"maxLength":200,"description":"Only entries whose memo contains this text (case-insensitive for ASCII letters)."},"order":{"type":"string","enum":["desc","asc"],"default":"desc","description":"`desc` (default): newest posting first (`number` descending); `asc`: oldest first."}},"$id":"urn:storeops:input:finance_journal_entries_list"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_journal_entries_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
if(data.order === undefined){
data.order = "desc";
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema60.properties, key0))){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate49.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate49.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate49.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_from !== undefined){
let data3 = data.date_from;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats14.validate(data3))){
validate49.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data3.length > 10 && (data3.length > 20 || func1(data3) > 10)){
validate49.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_to !== undefined){
let data4 = data.date_to;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats14.validate(data4))){
validate49.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data4.length > 10 && (data4.length > 20 || func1(data4) > 10)){
validate49.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period_id !== undefined){
let data5 = data.period_id;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
validate49.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data5.length > 36 && (data5.length > 72 || func1(data5) > 36)){
validate49.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.account_id !== undefined){
let data6 = data.account_id;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
validate49.errors = [{instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data6.length > 36 && (data6.length > 72 || func1(data6) > 36)){
validate49.errors = [{instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data7 = data.source;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate49.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data7 === "order") || (data7 === "refund")) || (data7 === "cost_import")) || (data7 === "expense_import")) || (data7 === "bank_transaction")) || (data7 === "einvoice")) || (data7 === "opening_balance")) || (data7 === "manual")) || (data7 === "reversal"))){
validate49.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema60.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reversed !== undefined){
const _errs18 = errors;
if(typeof data.reversed !== "boolean"){
validate49.errors = [{instancePath:instancePath+"/reversed",schemaPath:"#/properties/reversed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.q !== undefined){
let data9 = data.q;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(data9.length > 200 && (data9.length > 400 || func1(data9) > 200)){
validate49.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data9.length < 1 || (data9.length < 2 && func1(data9) < 1)){
validate49.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data10 = data.order;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate49.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "desc") || (data10 === "asc"))){
validate49.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema60.properties.order.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs22 === errors;
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
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_period_close = validate50;
const schema61 = {"type":"object","description":"Arguments of `finance_period_close`.","required":["period_id"],"additionalProperties":false,"properties":{"period_id":{"type":"string","format":"uuid","maxLength":36,"description":"The accounting period (`finance_periods_list`); must be `open`."},"reason":{"type":["string","null"],"maxLength":500,"description":"Why, for people and the event (default null)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_period_close"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_period_close" */;
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
let missing0;
if((data.period_id === undefined) && (missing0 = "period_id")){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "period_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.period_id !== undefined){
let data0 = data.period_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate50.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate50.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if((typeof data1 !== "string") && (data1 !== null)){
validate50.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema61.properties.reason.type},message:"must be string,null"}];
return false;
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate50.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
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
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate50.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate50.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_period_reopen = validate51;
const schema62 = {"type":"object","description":"Arguments of `finance_period_reopen`.","required":["period_id"],"additionalProperties":false,"properties":{"period_id":{"type":"string","format":"uuid","maxLength":36,"description":"The accounting period (`finance_periods_list`); must be `closed`."},"reason":{"type":["string","null"],"maxLength":500,"description":"Why, for people and the event (default null)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_period_reopen"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_period_reopen" */;
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
let missing0;
if((data.period_id === undefined) && (missing0 = "period_id")){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "period_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.period_id !== undefined){
let data0 = data.period_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate51.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate51.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if((typeof data1 !== "string") && (data1 !== null)){
validate51.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema62.properties.reason.type},message:"must be string,null"}];
return false;
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 500 && (data1.length > 1000 || func1(data1) > 500)){
validate51.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
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
if(data.idempotency_key !== undefined){
let data2 = data.idempotency_key;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate51.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate51.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_periods_list = validate52;
const schema63 = {"type":"object","description":"Arguments of `finance_periods_list`: the monthly accounting periods of one finance entity, newest first.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Periods per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"status":{"type":"string","enum":["open","closed"],"description":"Only periods in this state. Omit for both."},"from":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])$","maxLength":7,"description":"Only periods from this month on (`YYYY-MM`, inclusive)."},"to":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])$","maxLength":7,"description":"Only periods up to this month (`YYYY-MM`, inclusive); not before `from`."}},"$id":"urn:storeops:input:finance_periods_list"};
const pattern11 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])$", "u");

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_periods_list" */;
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
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "entity_id") || (key0 === "limit")) || (key0 === "cursor")) || (key0 === "status")) || (key0 === "from")) || (key0 === "to"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate52.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate52.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate52.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate52.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "open") || (data3 === "closed"))){
validate52.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema63.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data4 = data.from;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!pattern11.test(data4)){
validate52.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])$"+"\""}];
return false;
}
else {
if(data4.length > 7 && (data4.length > 14 || func1(data4) > 7)){
validate52.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data5 = data.to;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern11.test(data5)){
validate52.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])$"+"\""}];
return false;
}
else {
if(data5.length > 7 && (data5.length > 14 || func1(data5) > 7)){
validate52.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_profit_and_loss = validate53;
const schema64 = {"type":"object","description":"Arguments of `finance_profit_and_loss`. `entity_id` is required; give the range either as dates (`date_from`, `date_to`) or as accounting periods (`period_from`, `period_to`), not both. Nothing given: the fiscal (calendar) year to date.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","maxLength":36,"format":"uuid","description":"The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`."},"date_from":{"type":"string","maxLength":10,"format":"date","description":"First calendar date included (entity time zone); default 1 January of `date_to`'s year."},"date_to":{"type":"string","maxLength":10,"format":"date","description":"Last calendar date included (entity time zone); default today there. Must not be before `date_from`."},"period_from":{"type":"string","maxLength":7,"pattern":"^\\d{4}-(0[1-9]|1[0-2])$","description":"First accounting period `YYYY-MM` included (from its first day); default `period_to`."},"period_to":{"type":"string","maxLength":7,"pattern":"^\\d{4}-(0[1-9]|1[0-2])$","description":"Last accounting period `YYYY-MM` included (to its last day); default `period_from`."},"compare":{"type":"string","maxLength":20,"enum":["none","previous_period","previous_year"],"default":"none","description":"Comparative column (default `none`): `previous_period` = the range of the same length just before (the same number of whole months when the range is whole months, else the same number of days); `previous_year` = the same range one year earlier."}},"$id":"urn:storeops:input:finance_profit_and_loss"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_profit_and_loss" */;
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
if(data.compare === undefined){
data.compare = "none";
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "entity_id") || (key0 === "date_from")) || (key0 === "date_to")) || (key0 === "period_from")) || (key0 === "period_to")) || (key0 === "compare"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate53.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate53.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_from !== undefined){
let data1 = data.date_from;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats14.validate(data1))){
validate53.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data1.length > 10 && (data1.length > 20 || func1(data1) > 10)){
validate53.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/date_from",schemaPath:"#/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_to !== undefined){
let data2 = data.date_to;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats14.validate(data2))){
validate53.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data2.length > 10 && (data2.length > 20 || func1(data2) > 10)){
validate53.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/date_to",schemaPath:"#/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period_from !== undefined){
let data3 = data.period_from;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern11.test(data3)){
validate53.errors = [{instancePath:instancePath+"/period_from",schemaPath:"#/properties/period_from/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])$"+"\""}];
return false;
}
else {
if(data3.length > 7 && (data3.length > 14 || func1(data3) > 7)){
validate53.errors = [{instancePath:instancePath+"/period_from",schemaPath:"#/properties/period_from/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/period_from",schemaPath:"#/properties/period_from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period_to !== undefined){
let data4 = data.period_to;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!pattern11.test(data4)){
validate53.errors = [{instancePath:instancePath+"/period_to",schemaPath:"#/properties/period_to/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])$"+"\""}];
return false;
}
else {
if(data4.length > 7 && (data4.length > 14 || func1(data4) > 7)){
validate53.errors = [{instancePath:instancePath+"/period_to",schemaPath:"#/properties/period_to/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/period_to",schemaPath:"#/properties/period_to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data5 = data.compare;
const _errs12 = errors;
if(!(((data5 === "none") || (data5 === "previous_period")) || (data5 === "previous_year"))){
validate53.errors = [{instancePath:instancePath+"/compare",schemaPath:"#/properties/compare/enum",keyword:"enum",params:{allowedValues: schema64.properties.compare.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 20 && (data5.length > 40 || func1(data5) > 20)){
validate53.errors = [{instancePath:instancePath+"/compare",schemaPath:"#/properties/compare/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/compare",schemaPath:"#/properties/compare/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const finance_proposals_list = validate54;
const schema65 = {"type":"object","description":"Arguments of `finance_proposals_list`: the bookings the service suggested for one finance entity (awaiting a person, or decided), newest first.","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"Proposals per page, 1..200 (default 50)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`."},"status":{"type":"string","enum":["pending","accepted","rejected"],"description":"Only proposals in this state (`pending` = awaiting a person). Omit for every status."},"kind":{"type":"string","enum":["book_bank_transaction","accrual","reclassification"],"description":"Only proposals of this kind. Omit for every kind."}},"$id":"urn:storeops:input:finance_proposals_list"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_proposals_list" */;
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
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "limit")) || (key0 === "cursor")) || (key0 === "status")) || (key0 === "kind"))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate54.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate54.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 300 && (data2.length > 600 || func1(data2) > 300)){
validate54.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate54.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "pending") || (data3 === "accepted")) || (data3 === "rejected"))){
validate54.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema65.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data4 = data.kind;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate54.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "book_bank_transaction") || (data4 === "accrual")) || (data4 === "reclassification"))){
validate54.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema65.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_subscription_create = validate55;
const schema66 = {"type":"object","description":"Arguments of `finance_subscription_create`: as `subscription_create`, plus the finance entity whose events the subscription receives.","required":["entity_id","url"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"The finance entity (set of books) of this store whose events are delivered; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`."},"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"1..50 distinct entries, each an exact finance event type (`fin.*`) or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every finance event type (this needs `finance:read`, or a bundle).","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":"string","minLength":1,"maxLength":500,"description":"For a person, 1..500 characters, e.g. `ERP order export`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:finance_subscription_create"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_subscription_create" */;
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
if(((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.url === undefined) && (missing0 = "url"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "url")) || (key0 === "event_types")) || (key0 === "description")) || (key0 === "idempotency_key"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate55.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate55.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate55.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate55.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
if(!pattern10.test(data3)){
validate55.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate55.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate55.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate55.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate55.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate55.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const finance_trial_balance = validate56;
const schema67 = {"type":"object","description":"Arguments of `finance_trial_balance`. `entity_id` is required; give at most one of `as_of` and `period` (neither: as of today in the entity's time zone).","additionalProperties":false,"required":["entity_id"],"properties":{"entity_id":{"type":"string","maxLength":36,"format":"uuid","description":"The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`."},"as_of":{"type":"string","maxLength":10,"format":"date","description":"Include lines dated on or before this calendar date of the entity's time zone (default today there)."},"period":{"type":"string","maxLength":7,"pattern":"^\\d{4}-(0[1-9]|1[0-2])$","description":"An accounting period `YYYY-MM`; the trial balance is taken as of its last day. Not together with `as_of`."}},"$id":"urn:storeops:input:finance_trial_balance"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:finance_trial_balance" */;
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
if((data.entity_id === undefined) && (missing0 = "entity_id")){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "entity_id") || (key0 === "as_of")) || (key0 === "period"))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate56.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate56.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.as_of !== undefined){
let data1 = data.as_of;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats14.validate(data1))){
validate56.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data1.length > 10 && (data1.length > 20 || func1(data1) > 10)){
validate56.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.period !== undefined){
let data2 = data.period;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern11.test(data2)){
validate56.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])$"+"\""}];
return false;
}
else {
if(data2.length > 7 && (data2.length > 14 || func1(data2) > 7)){
validate56.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

export const find_similar_products = validate57;
const schema68 = {"type":"object","description":"Arguments of `find_similar_products`: exactly one of `product_id` or `handle`; optional `limit`.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product to find neighbours of (UUID). Give this or `handle`, not both."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle. Give this or `product_id`, not both."},"limit":{"type":"integer","minimum":1,"maximum":20,"default":5,"description":"Maximum number of similar products, 1..20 (default 5)."}},"examples":[{"handle":"alpine-henley"},{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60","limit":10}],"$id":"urn:storeops:input:find_similar_products"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:find_similar_products" */;
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
if(data.limit === undefined){
data.limit = 5;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "product_id") || (key0 === "handle")) || (key0 === "limit"))){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate57.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate57.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate57.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate57.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate57.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 20 || isNaN(data2)){
validate57.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate57.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_ai_readiness = validate58;
const schema69 = {"type":"object","description":"Arguments of `get_ai_readiness`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Check only this product (UUID). Not with `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"Check only the product with this storefront handle. Not with `product_id`."},"storefront_status":{"type":"string","description":"Page only products with this storefront status (ignored for one product).","enum":["active","draft","archived"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":20,"description":"Products per page, 1..100 (default 20)."},"offset":{"type":"integer","minimum":0,"maximum":100000,"default":0,"description":"Products to skip (paging; pass the previous page's `next_offset`)."}},"examples":[{"limit":5},{"handle":"alpine-henley"}],"$id":"urn:storeops:input:get_ai_readiness"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_ai_readiness" */;
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
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "product_id") || (key0 === "handle")) || (key0 === "storefront_status")) || (key0 === "limit")) || (key0 === "offset"))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate58.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate58.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate58.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate58.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storefront_status !== undefined){
let data2 = data.storefront_status;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate58.errors = [{instancePath:instancePath+"/storefront_status",schemaPath:"#/properties/storefront_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "draft")) || (data2 === "archived"))){
validate58.errors = [{instancePath:instancePath+"/storefront_status",schemaPath:"#/properties/storefront_status/enum",keyword:"enum",params:{allowedValues: schema69.properties.storefront_status.enum},message:"must be equal to one of the allowed values"}];
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
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
let data4 = data.offset;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate58.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000 || isNaN(data4)){
validate58.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate58.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
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

export const get_ai_repairs = validate59;
const schema70 = {"type":"object","description":"Arguments of `get_ai_repairs`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Repairs of only this product (UUID). Not with `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"Repairs of only the product with this storefront handle. Not with `product_id`."},"storefront_status":{"type":"string","description":"Page only products with this storefront status (ignored for one product).","enum":["active","draft","archived"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":20,"description":"Products per page, 1..100 (default 20)."},"offset":{"type":"integer","minimum":0,"maximum":100000,"default":0,"description":"Products to skip (paging; pass the previous page's `next_offset`)."}},"examples":[{"limit":5},{"handle":"alpine-henley"}],"$id":"urn:storeops:input:get_ai_repairs"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_ai_repairs" */;
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
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "product_id") || (key0 === "handle")) || (key0 === "storefront_status")) || (key0 === "limit")) || (key0 === "offset"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate59.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate59.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate59.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate59.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storefront_status !== undefined){
let data2 = data.storefront_status;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate59.errors = [{instancePath:instancePath+"/storefront_status",schemaPath:"#/properties/storefront_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "draft")) || (data2 === "archived"))){
validate59.errors = [{instancePath:instancePath+"/storefront_status",schemaPath:"#/properties/storefront_status/enum",keyword:"enum",params:{allowedValues: schema70.properties.storefront_status.enum},message:"must be equal to one of the allowed values"}];
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
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
let data4 = data.offset;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate59.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000 || isNaN(data4)){
validate59.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate59.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
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

export const get_alerts = validate60;
const schema71 = {"type":"object","description":"Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.","additionalProperties":false,"properties":{"severity":{"type":"string","description":"Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.","enum":["critical","warning","info"]},"status":{"type":"string","enum":["open","all"],"default":"open","description":"`open` (default): unresolved alerts only. `all`: resolved ones too."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Maximum number of alerts, 1..50 (default 20)."}},"examples":[{},{"severity":"critical"},{"status":"all","limit":50}],"$id":"urn:storeops:input:get_alerts"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_alerts" */;
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
if(data.status === undefined){
data.status = "open";
}
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "severity") || (key0 === "status")) || (key0 === "limit"))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate60.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "critical") || (data0 === "warning")) || (data0 === "info"))){
validate60.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema71.properties.severity.enum},message:"must be equal to one of the allowed values"}];
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
validate60.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "open") || (data1 === "all"))){
validate60.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema71.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
if(valid0){
let data2 = data.limit;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate60.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate60.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate60.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_calibration = validate61;
const schema72 = {"type":"object","description":"`get_calibration` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_calibration"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_calibration" */;
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
for(const key0 in data){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const get_content_versions = validate62;
const schema73 = {"type":"object","description":"Arguments of `get_content_versions`: exactly one of `product_id` or `handle`; optional paging.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID. Give this or `handle`, not both."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle. Give this or `product_id`, not both."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Maximum number of versions, 1..50 (default 20)."},"before_version":{"type":"integer","minimum":1,"maximum":1000000,"description":"Only versions older than this version number (paging: pass the previous page's `next_before_version`)."}},"examples":[{"handle":"alpine-henley"},{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60","limit":5}],"$id":"urn:storeops:input:get_content_versions"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_content_versions" */;
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
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "product_id") || (key0 === "handle")) || (key0 === "limit")) || (key0 === "before_version"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate62.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate62.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate62.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate62.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate62.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.before_version !== undefined){
let data3 = data.before_version;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate62.errors = [{instancePath:instancePath+"/before_version",schemaPath:"#/properties/before_version/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/before_version",schemaPath:"#/properties/before_version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/before_version",schemaPath:"#/properties/before_version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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

export const get_cs_attention = validate63;
const schema74 = {"type":"object","description":"Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":20,"default":10,"description":"Maximum number of threads, 1..20 (default 10)."}},"examples":[{},{"limit":5}],"$id":"urn:storeops:input:get_cs_attention"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_cs_attention" */;
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
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "limit")){
validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.limit;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 20 || isNaN(data0)){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate63.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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

export const get_cs_thread = validate64;
const schema75 = {"type":"object","description":"Arguments of `get_cs_thread`.","required":["thread_id"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","maxLength":36,"description":"The thread's id (from get_cs_threads or get_cs_attention)."}},"examples":[{"thread_id":"ae12c8e6-906a-4a52-9db2-f3168415c01e"}],"$id":"urn:storeops:input:get_cs_thread"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_cs_thread" */;
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
if((data.thread_id === undefined) && (missing0 = "thread_id")){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "thread_id")){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
let data0 = data.thread_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate64.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate64.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
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

export const get_cs_threads = validate65;
const schema76 = {"type":"object","description":"Arguments of `get_cs_threads`. All optional; `{}` lists the 25 newest threads of every status. Filters combine with AND.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["open","pending","resolved"],"description":"Only threads in this status."},"severity":{"type":"string","enum":["critical","high","normal","low"],"description":"Only threads of this severity."},"channel":{"type":"string","enum":["email","chat","marketplace"],"description":"Only threads that arrived on this channel."},"assignee":{"type":"string","minLength":1,"maxLength":100,"description":"Only threads assigned to exactly this assignee; `unassigned` lists threads without one."},"escalated":{"type":"boolean","description":"Only escalated (`true`, the escalation queue) or not escalated (`false`) threads."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":25,"description":"Page size, 1..100 (default 25)."},"before":{"type":"string","minLength":1,"maxLength":200,"description":"Cursor (`next_cursor` of the previous page, unchanged); returns the threads after it."}},"examples":[{},{"status":"open","severity":"high"}],"$id":"urn:storeops:input:get_cs_threads"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_cs_threads" */;
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
if(data.limit === undefined){
data.limit = 25;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "status") || (key0 === "severity")) || (key0 === "channel")) || (key0 === "assignee")) || (key0 === "escalated")) || (key0 === "limit")) || (key0 === "before"))){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate65.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "open") || (data0 === "pending")) || (data0 === "resolved"))){
validate65.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema76.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.severity !== undefined){
let data1 = data.severity;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate65.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "critical") || (data1 === "high")) || (data1 === "normal")) || (data1 === "low"))){
validate65.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema76.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
let data2 = data.channel;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate65.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "email") || (data2 === "chat")) || (data2 === "marketplace"))){
validate65.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema76.properties.channel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assignee !== undefined){
let data3 = data.assignee;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate65.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate65.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/assignee",schemaPath:"#/properties/assignee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalated !== undefined){
const _errs10 = errors;
if(typeof data.escalated !== "boolean"){
validate65.errors = [{instancePath:instancePath+"/escalated",schemaPath:"#/properties/escalated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
validate65.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
validate65.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate65.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
if(valid0){
if(data.before !== undefined){
let data6 = data.before;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 200 && (data6.length > 400 || func1(data6) > 200)){
validate65.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate65.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

export const get_discount_history = validate66;
const schema77 = {"type":"object","description":"Arguments of `get_discount_history`. All optional; `{}` returns the 20 newest discounts and discount codes of the store. The seed names no parameters; the filters, bounds and defaults here are this contract's design decision.","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["discount","discount_code"],"description":"Only automatic product discounts (`discount`, made by `propose_discount`) or only discount codes (`discount_code`); omitted = both."},"status":{"type":"string","enum":["active","scheduled","expired","disabled","ended"],"description":"Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`."},"window_days":{"type":"integer","minimum":1,"maximum":730,"description":"Only entries created in the last `window_days` days (1..730, UTC); omitted = all time."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Entries per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page)."}},"examples":[{},{"kind":"discount_code","status":"expired","limit":5}],"$id":"urn:storeops:input:get_discount_history"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_discount_history" */;
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
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "status")) || (key0 === "window_days")) || (key0 === "limit")) || (key0 === "before"))){
validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate66.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "discount") || (data0 === "discount_code"))){
validate66.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema77.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate66.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data1 === "active") || (data1 === "scheduled")) || (data1 === "expired")) || (data1 === "disabled")) || (data1 === "ended"))){
validate66.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema77.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.window_days !== undefined){
let data2 = data.window_days;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate66.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 730 || isNaN(data2)){
validate66.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 730},message:"must be <= 730"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate66.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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
let data3 = data.limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate66.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate66.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate66.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate66.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_disputes = validate67;
const schema78 = {"type":"object","description":"Arguments of `get_disputes`. All optional; `{}` returns the store's chargeback disputes, the most urgent first (`needs_response` by evidence due date, soonest first; then `under_review`; then closed ones, newest closed first), 25 per page.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["open","closed","needs_response","under_review","won","lost","accepted"],"description":"Only this status; `open` = `needs_response` or `under_review`, `closed` = `won`, `lost` or `accepted`. Default every status."},"reason":{"type":"string","enum":["fraudulent","product_not_received","product_unacceptable","duplicate","subscription_canceled","credit_not_processed","general"],"description":"Only this card-network reason."},"due_before":{"type":"string","format":"date-time","maxLength":40,"description":"Only disputes whose evidence is due before this instant (ISO 8601; disputes without a due date are left out)."},"due_within_days":{"type":"integer","minimum":0,"maximum":90,"description":"Only open disputes whose evidence is due within N days from now (UTC), including overdue ones."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":25,"description":"Disputes per page, 1..100 (default 25)."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{},{"status":"open","due_within_days":7}],"$id":"urn:storeops:input:get_disputes"};
const formats106 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_disputes" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 25;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "status") || (key0 === "reason")) || (key0 === "due_before")) || (key0 === "due_within_days")) || (key0 === "limit")) || (key0 === "cursor"))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate67.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "open") || (data0 === "closed")) || (data0 === "needs_response")) || (data0 === "under_review")) || (data0 === "won")) || (data0 === "lost")) || (data0 === "accepted"))){
validate67.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema78.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
if(typeof data1 !== "string"){
validate67.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data1 === "fraudulent") || (data1 === "product_not_received")) || (data1 === "product_unacceptable")) || (data1 === "duplicate")) || (data1 === "subscription_canceled")) || (data1 === "credit_not_processed")) || (data1 === "general"))){
validate67.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema78.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.due_before !== undefined){
let data2 = data.due_before;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats106.validate(data2))){
validate67.errors = [{instancePath:instancePath+"/due_before",schemaPath:"#/properties/due_before/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
else {
if(data2.length > 40 && (data2.length > 80 || func1(data2) > 40)){
validate67.errors = [{instancePath:instancePath+"/due_before",schemaPath:"#/properties/due_before/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/due_before",schemaPath:"#/properties/due_before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.due_within_days !== undefined){
let data3 = data.due_within_days;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate67.errors = [{instancePath:instancePath+"/due_within_days",schemaPath:"#/properties/due_within_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 90 || isNaN(data3)){
validate67.errors = [{instancePath:instancePath+"/due_within_days",schemaPath:"#/properties/due_within_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate67.errors = [{instancePath:instancePath+"/due_within_days",schemaPath:"#/properties/due_within_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
let data4 = data.limit;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
if(valid0){
if(data.cursor !== undefined){
let data5 = data.cursor;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 300 && (data5.length > 600 || func1(data5) > 300)){
validate67.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_expenses = validate68;
const schema79 = {"type":"object","description":"Arguments of `get_expenses`. All optional; `{}` returns the expenses of the 30 days ending today (UTC). Dates are UTC calendar days, both ends inclusive; the window is at most 366 days.","additionalProperties":false,"properties":{"from":{"type":"string","format":"date","maxLength":10,"description":"First day (`YYYY-MM-DD`, UTC), inclusive; default `to` − 29 days. After `to` answers `invalid_request` naming `from`."},"to":{"type":"string","format":"date","maxLength":10,"description":"Last day (`YYYY-MM-DD`, UTC), inclusive; default today (UTC)."},"category":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,39}$","maxLength":40,"description":"Only this category, e.g. `shipping`, `payment_fees`, `software`, `marketing_other`, `rent`, `salaries`, `packaging`."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Rows per page, 1..100 (default 50), newest first."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{},{"category":"shipping","limit":10}],"$id":"urn:storeops:input:get_expenses"};
const pattern17 = new RegExp("^[a-z][a-z0-9_]{0,39}$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_expenses" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
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
if(!(((((key0 === "from") || (key0 === "to")) || (key0 === "category")) || (key0 === "limit")) || (key0 === "cursor"))){
validate68.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.from !== undefined){
let data0 = data.from;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats14.validate(data0))){
validate68.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data0.length > 10 && (data0.length > 20 || func1(data0) > 10)){
validate68.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.to !== undefined){
let data1 = data.to;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats14.validate(data1))){
validate68.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data1.length > 10 && (data1.length > 20 || func1(data1) > 10)){
validate68.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.category !== undefined){
let data2 = data.category;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern17.test(data2)){
validate68.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,39}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,39}$"+"\""}];
return false;
}
else {
if(data2.length > 40 && (data2.length > 80 || func1(data2) > 40)){
validate68.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate68.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate68.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate68.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.cursor !== undefined){
let data4 = data.cursor;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 300 && (data4.length > 600 || func1(data4) > 300)){
validate68.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_job_runs = validate69;
const schema80 = {"type":"object","description":"Arguments of `get_job_runs`. All optional; `{}` returns the 20 newest jobs of every kind and state.","additionalProperties":false,"properties":{"kind":{"type":"string","pattern":"^run_[a-z][a-z0-9_]{0,59}$","maxLength":64,"description":"The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds."},"state":{"type":"string","enum":["queued","running","succeeded","failed","cancelled"],"description":"`queued` (waiting for a runner), `running`, then `succeeded` or `failed` (the job's writes rolled back; `error` says why). `cancelled` is part of the state machine for queued jobs, but no operation cancels a job yet."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":20,"description":"Jobs per page, 1..100 (default 20), newest queued first."},"offset":{"type":"integer","minimum":0,"maximum":10000,"default":0,"description":"Jobs to skip (paging; pass the previous page's `next_offset`), 0..10000 (default 0)."}},"examples":[{},{"kind":"run_sync_orders","state":"failed","limit":50}],"$id":"urn:storeops:input:get_job_runs"};
const pattern18 = new RegExp("^run_[a-z][a-z0-9_]{0,59}$", "u");

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_job_runs" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
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
if(data.offset === undefined){
data.offset = 0;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "kind") || (key0 === "state")) || (key0 === "limit")) || (key0 === "offset"))){
validate69.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern18.test(data0)){
validate69.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/pattern",keyword:"pattern",params:{pattern: "^run_[a-z][a-z0-9_]{0,59}$"},message:"must match pattern \""+"^run_[a-z][a-z0-9_]{0,59}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate69.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate69.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data1 === "queued") || (data1 === "running")) || (data1 === "succeeded")) || (data1 === "failed")) || (data1 === "cancelled"))){
validate69.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema80.properties.state.enum},message:"must be equal to one of the allowed values"}];
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
validate69.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
validate69.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate69.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
if(valid0){
let data3 = data.offset;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate69.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
validate69.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate69.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_orders = validate70;
const schema81 = {"type":"object","description":"Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":120,"default":30,"description":"Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of orders, 1..50 (default 10), newest first."}},"examples":[{},{"window_days":7,"limit":50}],"$id":"urn:storeops:input:get_orders"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_orders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
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
validate70.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate70.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 120 || isNaN(data0)){
validate70.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate70.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_orders_summary = validate71;
const schema82 = {"type":"object","description":"Arguments of `get_orders_summary`. All optional; `{}` summarises the orders of the last 30 days on every channel. The seed names no parameters; the window (1..365 days, default 30) and the optional `channel` filter are this contract's design decision (the demo data covers the last 120 days).","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":365,"default":30,"description":"Look-back window in days, 1..365 (default 30): orders placed from `now - window_days` days up to now (UTC)."},"channel":{"type":"string","enum":["online_store","marketplace","pos","wholesale"],"description":"Only orders of this sales channel; omit for every channel."}},"examples":[{},{"window_days":7,"channel":"online_store"}],"$id":"urn:storeops:input:get_orders_summary"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_orders_summary" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
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
if(!((key0 === "window_days") || (key0 === "channel"))){
validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate71.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 365 || isNaN(data0)){
validate71.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate71.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
if(data.channel !== undefined){
let data1 = data.channel;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate71.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "online_store") || (data1 === "marketplace")) || (data1 === "pos")) || (data1 === "wholesale"))){
validate71.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema82.properties.channel.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_product_costs = validate72;
const schema83 = {"type":"object","description":"Arguments of `get_product_costs`. All optional; `{}` returns the first 50 variants of the store by SKU. The seed names the operation only; filters, bounds and paging here are this contract's design.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only the variants of this product (UUID). Not together with `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[a-z0-9][a-z0-9-]*$","description":"Only the variants of the product with this handle, e.g. `alpine-rain-jacket`. Not together with `product_id`."},"tier":{"type":"string","enum":["confirmed","storefront","estimated","stale"],"description":"Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Variants per page, 1..100 (default 50), by SKU ascending."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{"handle":"alpine-rain-jacket"},{"tier":"estimated","limit":20}],"$id":"urn:storeops:input:get_product_costs"};
const pattern19 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_product_costs" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
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
if(!(((((key0 === "product_id") || (key0 === "handle")) || (key0 === "tier")) || (key0 === "limit")) || (key0 === "cursor"))){
validate72.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate72.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate72.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern19.test(data1)){
validate72.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]*$"+"\""}];
return false;
}
else {
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate72.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate72.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tier !== undefined){
let data2 = data.tier;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate72.errors = [{instancePath:instancePath+"/tier",schemaPath:"#/properties/tier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "confirmed") || (data2 === "storefront")) || (data2 === "estimated")) || (data2 === "stale"))){
validate72.errors = [{instancePath:instancePath+"/tier",schemaPath:"#/properties/tier/enum",keyword:"enum",params:{allowedValues: schema83.properties.tier.enum},message:"must be equal to one of the allowed values"}];
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
validate72.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate72.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate72.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.cursor !== undefined){
let data4 = data.cursor;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 300 && (data4.length > 600 || func1(data4) > 300)){
validate72.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_product_detail = validate73;
const schema84 = {"type":"object","description":"Arguments of `get_product_detail`: exactly one of `product_id` or `handle`.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID (from `query_products`). Give this or `handle`, not both."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle (e.g. `alpine-henley`). Give this or `product_id`, not both."},"window_days":{"type":"integer","minimum":1,"maximum":120,"default":30,"description":"Days of the performance summary, 1..120 (default 30), ending with yesterday (UTC)."}},"examples":[{"handle":"alpine-henley"},{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60","window_days":7}],"$id":"urn:storeops:input:get_product_detail"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_product_detail" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
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
if(!(((key0 === "product_id") || (key0 === "handle")) || (key0 === "window_days"))){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate73.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate73.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate73.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate73.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.window_days;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate73.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 120 || isNaN(data2)){
validate73.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate73.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_promotion_detail = validate74;
const schema85 = {"type":"object","description":"Arguments of `get_promotion_detail`: exactly one of `id` (a discount, discount code or gift card) or `code` (a discount code, case-insensitive). The seed names no parameters; these are this contract's design.","additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","maxLength":36,"description":"Id of a discount, discount code or gift card (`id` from get_discount_history or a receipt)."},"code":{"type":"string","minLength":1,"maxLength":32,"description":"A discount code, matched case-insensitively (e.g. `welcome10`). Gift card codes are secret and cannot be looked up."},"recent_orders":{"type":"integer","minimum":0,"maximum":50,"default":10,"description":"How many of the newest orders that used a discount code to list, 0..50 (default 10)."}},"examples":[{"code":"WELCOME10"},{"code":"flash20","recent_orders":0}],"$id":"urn:storeops:input:get_promotion_detail"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_promotion_detail" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recent_orders === undefined){
data.recent_orders = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "code")) || (key0 === "recent_orders"))){
validate74.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate74.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate74.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.code !== undefined){
let data1 = data.code;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 32 && (data1.length > 64 || func1(data1) > 32)){
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.recent_orders;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate74.errors = [{instancePath:instancePath+"/recent_orders",schemaPath:"#/properties/recent_orders/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate74.errors = [{instancePath:instancePath+"/recent_orders",schemaPath:"#/properties/recent_orders/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate74.errors = [{instancePath:instancePath+"/recent_orders",schemaPath:"#/properties/recent_orders/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_recent_decisions = validate75;
const schema86 = {"type":"object","description":"Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.","additionalProperties":false,"properties":{"mode":{"type":"string","enum":["all","live","queued","suggested","reverted","failed","noop"],"default":"all","description":"Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change."},"window_days":{"type":"integer","minimum":1,"maximum":30,"default":7,"description":"Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say."},"to_state":{"type":"string","enum":["NEW","TESTING","ACTIVE","WINNER","SCALING","DECLINING","PAUSED","DRAFT","RETIRED"],"description":"Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`)."},"applied":{"type":"boolean","description":"`true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"Only rows about the product with this handle (e.g. `linen-overshirt`), 1..255 characters."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of decision rows, 1..50 (default 10)."}},"examples":[{},{"mode":"live","window_days":30,"limit":20},{"to_state":"WINNER","applied":false}],"$id":"urn:storeops:input:get_recent_decisions"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_recent_decisions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
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
validate75.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.mode;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate75.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "all") || (data0 === "live")) || (data0 === "queued")) || (data0 === "suggested")) || (data0 === "reverted")) || (data0 === "failed")) || (data0 === "noop"))){
validate75.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema86.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
if(valid0){
let data1 = data.window_days;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate75.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 30 || isNaN(data1)){
validate75.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate75.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate75.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "NEW") || (data2 === "TESTING")) || (data2 === "ACTIVE")) || (data2 === "WINNER")) || (data2 === "SCALING")) || (data2 === "DECLINING")) || (data2 === "PAUSED")) || (data2 === "DRAFT")) || (data2 === "RETIRED"))){
validate75.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/enum",keyword:"enum",params:{allowedValues: schema86.properties.to_state.enum},message:"must be equal to one of the allowed values"}];
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
validate75.errors = [{instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate75.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate75.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate75.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 50 || isNaN(data5)){
validate75.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate75.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_reviews = validate76;
const schema87 = {"type":"object","description":"Arguments of `get_reviews`. All optional; `{}` returns the 20 newest reviews of the store (every status, products and store) with the summary over all of them. Dates are UTC calendar days, both ends inclusive.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only reviews of this product (its id). Unknown answers 404 `not_found`. Not together with `handle`."},"handle":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,254}$","maxLength":255,"description":"Only reviews of the product with this storefront handle. Unknown answers 404 `not_found`."},"subject":{"type":"string","enum":["all","products","store"],"default":"all","description":"`products`: product reviews only; `store`: reviews of the store itself (no product); default `all`. With `product_id` / `handle` only `all` or `products`."},"rating_min":{"type":"integer","minimum":1,"maximum":5,"description":"Lowest rating (stars), inclusive."},"rating_max":{"type":"integer","minimum":1,"maximum":5,"description":"Highest rating (stars), inclusive; below `rating_min` answers `invalid_request` naming `rating_max`."},"status":{"type":"string","enum":["published","pending","hidden"],"description":"Only this moderation status; default every status."},"verified_buyer":{"type":"boolean","description":"Only reviews by verified buyers (`true`) or only unverified ones (`false`)."},"has_reply":{"type":"boolean","description":"Only reviews the store has replied to (`true`) or not (`false`)."},"window_days":{"type":"integer","minimum":1,"maximum":3650,"description":"Only reviews written in the last N days (from N days before now, UTC). Not together with `from` / `to`."},"from":{"type":"string","format":"date","maxLength":10,"description":"First day (`YYYY-MM-DD`, UTC), inclusive."},"to":{"type":"string","format":"date","maxLength":10,"description":"Last day (`YYYY-MM-DD`, UTC), inclusive; before `from` answers `invalid_request` naming `from`."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":20,"description":"Reviews per page, 1..100 (default 20), newest first."},"cursor":{"type":"string","maxLength":300,"description":"Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{},{"rating_max":2,"status":"published","has_reply":false}],"$id":"urn:storeops:input:get_reviews"};
const pattern20 = new RegExp("^[a-z0-9][a-z0-9-]{0,254}$", "u");

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_reviews" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subject === undefined){
data.subject = "all";
}
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema87.properties, key0))){
validate76.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate76.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate76.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern20.test(data1)){
validate76.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,254}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,254}$"+"\""}];
return false;
}
else {
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate76.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.subject;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate76.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "all") || (data2 === "products")) || (data2 === "store"))){
validate76.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/enum",keyword:"enum",params:{allowedValues: schema87.properties.subject.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.rating_min !== undefined){
let data3 = data.rating_min;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate76.errors = [{instancePath:instancePath+"/rating_min",schemaPath:"#/properties/rating_min/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 5 || isNaN(data3)){
validate76.errors = [{instancePath:instancePath+"/rating_min",schemaPath:"#/properties/rating_min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate76.errors = [{instancePath:instancePath+"/rating_min",schemaPath:"#/properties/rating_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
if(data.rating_max !== undefined){
let data4 = data.rating_max;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate76.errors = [{instancePath:instancePath+"/rating_max",schemaPath:"#/properties/rating_max/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 5 || isNaN(data4)){
validate76.errors = [{instancePath:instancePath+"/rating_max",schemaPath:"#/properties/rating_max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate76.errors = [{instancePath:instancePath+"/rating_max",schemaPath:"#/properties/rating_max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
if(data.status !== undefined){
let data5 = data.status;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate76.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "published") || (data5 === "pending")) || (data5 === "hidden"))){
validate76.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema87.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verified_buyer !== undefined){
const _errs14 = errors;
if(typeof data.verified_buyer !== "boolean"){
validate76.errors = [{instancePath:instancePath+"/verified_buyer",schemaPath:"#/properties/verified_buyer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.has_reply !== undefined){
const _errs16 = errors;
if(typeof data.has_reply !== "boolean"){
validate76.errors = [{instancePath:instancePath+"/has_reply",schemaPath:"#/properties/has_reply/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.window_days !== undefined){
let data8 = data.window_days;
const _errs18 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate76.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 3650 || isNaN(data8)){
validate76.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3650},message:"must be <= 3650"}];
return false;
}
else {
if(data8 < 1 || isNaN(data8)){
validate76.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data9 = data.from;
const _errs20 = errors;
if(errors === _errs20){
if(errors === _errs20){
if(typeof data9 === "string"){
if(!(formats14.validate(data9))){
validate76.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data9.length > 10 && (data9.length > 20 || func1(data9) > 10)){
validate76.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data10 = data.to;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data10 === "string"){
if(!(formats14.validate(data10))){
validate76.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data10.length > 10 && (data10.length > 20 || func1(data10) > 10)){
validate76.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data11 = data.limit;
const _errs24 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate76.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
validate76.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate76.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs24 === errors;
if(valid0){
if(data.cursor !== undefined){
let data12 = data.cursor;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data12 === "string"){
if(data12.length > 300 && (data12.length > 600 || func1(data12) > 300)){
validate76.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs26 === errors;
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
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_store_overview = validate77;
const schema88 = {"type":"object","description":"`get_store_overview` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_store_overview"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_store_overview" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate77.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_store_settings = validate78;
const schema89 = {"type":"object","description":"get_store_settings takes no arguments.","additionalProperties":false,"properties":{},"$id":"urn:storeops:input:get_store_settings"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_store_settings" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate78.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_variants = validate79;
const schema90 = {"type":"object","description":"Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"List the variants of this one product (UUID). Omit for the top variants by price across the store."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of variants, 1..50 (default 10)."}},"examples":[{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60"},{"limit":25}],"$id":"urn:storeops:input:get_variants"};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_variants" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
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
validate79.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate79.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate79.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate79.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate79.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate79.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const inspect_cost_import = validate80;
const schema91 = {"type":"object","description":"Arguments of `inspect_cost_import`: a cost file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.","required":["csv"],"additionalProperties":false,"properties":{"csv":{"type":"string","minLength":1,"maxLength":1000000,"description":"The file's text."}},"$id":"urn:storeops:input:inspect_cost_import"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:inspect_cost_import" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.csv === undefined) && (missing0 = "csv")){
validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "csv")){
validate80.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.csv !== undefined){
let data0 = data.csv;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 1000000 && (data0.length > 2000000 || func1(data0) > 1000000)){
validate80.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate80.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const inspect_expense_import = validate81;
const schema92 = {"type":"object","description":"Arguments of `inspect_expense_import`: an expense file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.","required":["csv"],"additionalProperties":false,"properties":{"csv":{"type":"string","minLength":1,"maxLength":1000000,"description":"The file's text."}},"$id":"urn:storeops:input:inspect_expense_import"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:inspect_expense_import" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.csv === undefined) && (missing0 = "csv")){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "csv")){
validate81.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.csv !== undefined){
let data0 = data.csv;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 1000000 && (data0.length > 2000000 || func1(data0) > 1000000)){
validate81.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate81.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_declare = validate82;
const schema93 = {"type":"object","description":"Intent declaration (seed: \"Intent declaration\"). Declarable fields and the scope each needs besides `write`: variant `price` and `compare_at_price` (`catalog:write`); campaign `status`, `daily_budget` and `bidding` (`ads:write`). The end of the ownership is given by exactly one of `expires_at` (an instant) and `expires_in_seconds` (a duration counted from approval); neither or both answer `invalid_request` naming `expires_at`.","required":["resource_kind","resource_ref","field","desired","reason"],"additionalProperties":false,"properties":{"resource_kind":{"type":"string","enum":["variant","campaign"],"description":"`variant` or `campaign`."},"resource_ref":{"type":"string","minLength":1,"maxLength":64,"description":"The resource; a variant's UUID or storefront reference (`external_id`), or a campaign id (`cmp_...`)."},"field":{"type":"string","enum":["price","compare_at_price","status","daily_budget","bidding"],"description":"Variant: `price`, `compare_at_price`. Campaign: `status`, `daily_budget`, `bidding`."},"desired":{"type":["number","string","null"],"maxLength":64,"x-decimal-places":2,"description":"The value to own, of the field's type: `price` and `daily_budget` a number > 0 and at most 1000000 in major units, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18; `x-decimal-places: 2`); `compare_at_price` such a number or null; `status` `enabled` or `paused`; `bidding` `manual_cpc`, `maximize_conversions`, `target_roas` or `target_cpa` (a string is at most 64 characters)."},"reason":{"type":"string","minLength":1,"maxLength":500},"expires_at":{"type":"string","format":"date-time","maxLength":64,"description":"When ownership ends by itself (ISO 8601); in the future and at most 90 days ahead. Or send `expires_in_seconds`."},"expires_in_seconds":{"type":"integer","minimum":60,"maximum":7776000,"description":"Instead of `expires_at`: how long the ownership lasts once an operator approves the declaration, in seconds (60 s .. 90 days); it ends at the approval time plus this."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_declare"};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_declare" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
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
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "resource_kind") || (key0 === "resource_ref")) || (key0 === "field")) || (key0 === "desired")) || (key0 === "reason")) || (key0 === "expires_at")) || (key0 === "expires_in_seconds")) || (key0 === "idempotency_key"))){
validate82.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.resource_kind !== undefined){
let data0 = data.resource_kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate82.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "variant") || (data0 === "campaign"))){
validate82.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema93.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
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
validate82.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate82.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate82.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data2 === "price") || (data2 === "compare_at_price")) || (data2 === "status")) || (data2 === "daily_budget")) || (data2 === "bidding"))){
validate82.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/enum",keyword:"enum",params:{allowedValues: schema93.properties.field.enum},message:"must be equal to one of the allowed values"}];
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
validate82.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/type",keyword:"type",params:{type: schema93.properties.desired.type},message:"must be number,string,null"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(!Number.isInteger(data3) && Math.round(data3 * 100) / 100 !== data3){
validate82.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate82.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
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
validate82.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate82.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats106.validate(data5))){
validate82.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
else {
if(data5.length > 64 && (data5.length > 128 || func1(data5) > 64)){
validate82.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate82.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 7776000 || isNaN(data6)){
validate82.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7776000},message:"must be <= 7776000"}];
return false;
}
else {
if(data6 < 60 || isNaN(data6)){
validate82.errors = [{instancePath:instancePath+"/expires_in_seconds",schemaPath:"#/properties/expires_in_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"}];
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
validate82.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate82.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_list = validate83;
const schema94 = {"type":"object","description":"Arguments of `intent_list`.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["active","released","reverted","expired"],"description":"State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves."},"resource_kind":{"type":"string","enum":["variant","campaign"]},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Declarations per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page)."}},"$id":"urn:storeops:input:intent_list"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
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
validate83.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate83.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "active") || (data0 === "released")) || (data0 === "reverted")) || (data0 === "expired"))){
validate83.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema94.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate83.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "variant") || (data1 === "campaign"))){
validate83.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema94.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
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
validate83.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate83.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate83.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate83.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_release = validate84;
const schema95 = {"type":"object","description":"Arguments of `intent_release` and `intent_revert`.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36,"description":"An `active` declaration of this store; only its owner or an `admin` credential may end it."},"reason":{"type":"string","maxLength":500},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_release"};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_release" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
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
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "intent_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate84.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate84.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate84.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate84.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate84.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate84.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate84.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_revert = validate85;
const schema96 = {"type":"object","description":"Arguments of `intent_release` and `intent_revert`.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36,"description":"An `active` declaration of this store; only its owner or an `admin` credential may end it."},"reason":{"type":"string","maxLength":500},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:intent_revert"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_revert" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
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
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "intent_id") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate85.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate85.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate85.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate85.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate85.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate85.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const intent_status = validate86;
const schema97 = {"type":"object","description":"Identifies one intent declaration.","required":["intent_id"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","maxLength":36}},"$id":"urn:storeops:input:intent_status"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:intent_status" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
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
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "intent_id")){
validate86.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate86.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate86.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate86.errors = [{instancePath:instancePath+"/intent_id",schemaPath:"#/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_store_actions = validate87;
const schema98 = {"type":"object","description":"Arguments of `list_store_actions`. All optional; send `{}` for every domain.","additionalProperties":false,"properties":{"domain":{"type":"string","description":"Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]}},"examples":[{},{"domain":"ads"}],"$id":"urn:storeops:input:list_store_actions"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:list_store_actions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
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
validate87.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.domain !== undefined){
let data0 = data.domain;
if(typeof data0 !== "string"){
validate87.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "general") || (data0 === "catalog")) || (data0 === "analytics")) || (data0 === "automation")) || (data0 === "cs")) || (data0 === "orders")) || (data0 === "ads")) || (data0 === "creative")) || (data0 === "finance")) || (data0 === "costs")) || (data0 === "admin")) || (data0 === "merchant")) || (data0 === "promotions")) || (data0 === "research")) || (data0 === "disputes")) || (data0 === "reputation"))){
validate87.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema98.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_delete_supplemental_labels = validate88;
const schema99 = {"type":"object","description":"Arguments of `merchant_delete_supplemental_labels`: clears custom labels of up to 50 products (each at most once): the listed `labels`, or all five when `labels` is left out.","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","required":["product"],"additionalProperties":false,"properties":{"product":{"type":"string","minLength":1,"maxLength":255,"description":"Product handle or UUID; unknown or without a feed item answers 404 `not_found`."},"labels":{"type":"array","minItems":1,"maxItems":5,"uniqueItems":true,"items":{"type":"string","enum":["custom_label_0","custom_label_1","custom_label_2","custom_label_3","custom_label_4"],"maxLength":14}}}}},"reason":{"type":"string","maxLength":500,"description":"Why (shown on the approval card)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Same as the `Idempotency-Key` header."}},"examples":[{"items":[{"product":"alpine-scarf","labels":["custom_label_0"]}]}],"$id":"urn:storeops:input:merchant_delete_supplemental_labels"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:merchant_delete_supplemental_labels" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "items") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate88.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.items !== undefined){
let data0 = data.items;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 50){
validate88.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate88.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.product === undefined) && (missing1 = "product")){
validate88.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "product") || (key1 === "labels"))){
validate88.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.product !== undefined){
let data2 = data1.product;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.labels !== undefined){
let data3 = data1.labels;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
if(data3.length > 5){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"}];
return false;
}
else {
if(data3.length < 1){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs11 = errors;
if(!(((((data4 === "custom_label_0") || (data4 === "custom_label_1")) || (data4 === "custom_label_2")) || (data4 === "custom_label_3")) || (data4 === "custom_label_4"))){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/" + i1,schemaPath:"#/properties/items/items/properties/labels/items/enum",keyword:"enum",params:{allowedValues: schema99.properties.items.items.properties.labels.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length > 14 && (data4.length > 28 || func1(data4) > 14)){
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/" + i1,schemaPath:"#/properties/items/items/properties/labels/items/maxLength",keyword:"maxLength",params:{limit: 14},message:"must NOT have more than 14 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/" + i1,schemaPath:"#/properties/items/items/properties/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
if(valid3){
let i2 = data3.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data3[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];
return false;
break;
}
indices0[item0] = i2;
}
}
}
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data5 = data.reason;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(data5.length > 500 && (data5.length > 1000 || func1(data5) > 500)){
validate88.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data6 = data.idempotency_key;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(data6.length > 255 && (data6.length > 510 || func1(data6) > 255)){
validate88.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate88.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
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
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_get_account_issues = validate89;
const schema100 = {"type":"object","description":"Arguments of `merchant_get_account_issues`. All optional; `{}` lists every account-level issue of the store's merchant feed.","additionalProperties":false,"properties":{"severity":{"type":"string","enum":["critical","error","suggestion"],"maxLength":10,"description":"Only issues of this severity."}},"examples":[{},{"severity":"critical"}],"$id":"urn:storeops:input:merchant_get_account_issues"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:merchant_get_account_issues" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
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
if(!(key0 === "severity")){
validate89.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "critical") || (data0 === "error")) || (data0 === "suggestion"))){
validate89.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema100.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 10 && (data0.length > 20 || func1(data0) > 10)){
validate89.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_get_product_views = validate90;
const schema101 = {"type":"object","description":"Arguments of `merchant_get_product_views`. All optional; `{}` lists the first 50 feed items by handle.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["approved","limited","disapproved"],"maxLength":11,"description":"Only items of this feed status."},"issue_code":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,59}$","maxLength":60,"description":"Only items carrying an item-level issue with this code (e.g. `missing_gtin`)."},"product":{"type":"string","minLength":1,"maxLength":255,"description":"Only this product (handle or UUID); unknown answers 404 `not_found`."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Items per page, 1..100 (default 50)."},"cursor":{"type":"string","maxLength":400,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`."}},"examples":[{},{"status":"disapproved","limit":10}],"$id":"urn:storeops:input:merchant_get_product_views"};
const pattern21 = new RegExp("^[a-z][a-z0-9_]{0,59}$", "u");

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:merchant_get_product_views" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
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
if(!(((((key0 === "status") || (key0 === "issue_code")) || (key0 === "product")) || (key0 === "limit")) || (key0 === "cursor"))){
validate90.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(!(((data0 === "approved") || (data0 === "limited")) || (data0 === "disapproved"))){
validate90.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema101.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 11 && (data0.length > 22 || func1(data0) > 11)){
validate90.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"}];
return false;
}
}
else {
validate90.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issue_code !== undefined){
let data1 = data.issue_code;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern21.test(data1)){
validate90.errors = [{instancePath:instancePath+"/issue_code",schemaPath:"#/properties/issue_code/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,59}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,59}$"+"\""}];
return false;
}
else {
if(data1.length > 60 && (data1.length > 120 || func1(data1) > 60)){
validate90.errors = [{instancePath:instancePath+"/issue_code",schemaPath:"#/properties/issue_code/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"}];
return false;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/issue_code",schemaPath:"#/properties/issue_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data2 = data.product;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate90.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate90.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate90.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate90.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate90.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.cursor !== undefined){
let data4 = data.cursor;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 400 && (data4.length > 800 || func1(data4) > 400)){
validate90.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"}];
return false;
}
}
else {
validate90.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_run_report = validate91;
const schema102 = {"type":"object","description":"Arguments of `merchant_run_report`: a small report language over the merchant feed's daily performance rows. Dimension fields: `date`, `product_id`, `handle`, `title`, `status`, `custom_label_0` .. `custom_label_4`. Metric fields: `impressions`, `clicks`, `conversions`, `conversion_value` (major units of the store currency), `ctr` (clicks / impressions), `conversion_rate` (conversions / clicks). The rows are grouped by the dimension fields chosen (no dimension: one total row) and the metrics summed (ratios computed from the sums). A field name that is not one of these answers 400 `invalid_request` naming it (e.g. `fields[2]`).","required":["fields"],"additionalProperties":false,"properties":{"fields":{"type":"array","minItems":1,"maxItems":16,"uniqueItems":true,"description":"Columns of the report, in this order.","items":{"type":"string","minLength":1,"maxLength":40}},"filters":{"type":"array","maxItems":10,"default":[],"description":"All must hold. A filter on a dimension keeps the daily rows before grouping; a filter on a metric keeps the grouped rows after it. Ops: `eq`, `neq`, `gt`, `gte`, `lt`, `lte` (numbers, or ISO dates for `date`), `in` (array value), `contains` (case-insensitive substring, text dimensions). A filter field need not be in `fields`.","items":{"type":"object","required":["field","op","value"],"additionalProperties":false,"properties":{"field":{"type":"string","minLength":1,"maxLength":40},"op":{"type":"string","enum":["eq","neq","gt","gte","lt","lte","in","contains"],"maxLength":8},"value":{"oneOf":[{"type":"string","maxLength":200},{"type":"number"},{"type":"array","maxItems":100,"items":{"oneOf":[{"type":"string","maxLength":200},{"type":"number"}]}}]}}}},"date_range":{"type":"object","required":["start","end"],"additionalProperties":false,"description":"UTC calendar days, both inclusive, at most 366 days; `start` after `end` answers `invalid_request` naming `date_range.start`. Excludes `window_days`.","properties":{"start":{"type":"string","format":"date","maxLength":10},"end":{"type":"string","format":"date","maxLength":10}}},"window_days":{"type":"integer","minimum":1,"maximum":366,"description":"The last N UTC days ending yesterday (default 28 when `date_range` is absent)."},"sort":{"type":"array","maxItems":4,"description":"Sort keys (fields of `fields`), in priority order; default the first metric descending, else the dimensions ascending. Ties always fall back to the dimensions ascending.","items":{"type":"object","required":["field"],"additionalProperties":false,"properties":{"field":{"type":"string","minLength":1,"maxLength":40},"direction":{"type":"string","enum":["asc","desc"],"default":"asc","maxLength":4}}}},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":100,"description":"Rows returned, 1..1000 (default 100); `total_rows` tells how many there were."}},"examples":[{"fields":["handle","status","impressions","clicks","conversions","conversion_value"],"window_days":28,"sort":[{"field":"clicks","direction":"desc"}],"limit":10},{"fields":["date","impressions","clicks","ctr"],"filters":[{"field":"status","op":"eq","value":"limited"}],"date_range":{"start":"2026-10-01","end":"2026-10-31"}}],"$id":"urn:storeops:input:merchant_run_report"};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:merchant_run_report" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.filters === undefined){
data.filters = [];
}
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.fields === undefined) && (missing0 = "fields")){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "fields") || (key0 === "filters")) || (key0 === "date_range")) || (key0 === "window_days")) || (key0 === "sort")) || (key0 === "limit"))){
validate91.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.fields !== undefined){
let data0 = data.fields;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 16){
validate91.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
if(data0.length < 1){
validate91.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 40 && (data1.length > 80 || func1(data1) > 40)){
validate91.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate91.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate91.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate91.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.filters;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 10){
validate91.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data2.length;
for(let i2=0; i2<len1; i2++){
let data3 = data2[i2];
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((((data3.field === undefined) && (missing1 = "field")) || ((data3.op === undefined) && (missing1 = "op"))) || ((data3.value === undefined) && (missing1 = "value"))){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2,schemaPath:"#/properties/filters/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs10 = errors;
for(const key1 in data3){
if(!(((key1 === "field") || (key1 === "op")) || (key1 === "value"))){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2,schemaPath:"#/properties/filters/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs10 === errors){
if(data3.field !== undefined){
let data4 = data3.field;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length > 40 && (data4.length > 80 || func1(data4) > 40)){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/field",schemaPath:"#/properties/filters/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/field",schemaPath:"#/properties/filters/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/field",schemaPath:"#/properties/filters/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.op !== undefined){
let data5 = data3.op;
const _errs13 = errors;
if(!((((((((data5 === "eq") || (data5 === "neq")) || (data5 === "gt")) || (data5 === "gte")) || (data5 === "lt")) || (data5 === "lte")) || (data5 === "in")) || (data5 === "contains"))){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/op",schemaPath:"#/properties/filters/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema102.properties.filters.items.properties.op.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs13){
if(typeof data5 === "string"){
if(data5.length > 8 && (data5.length > 16 || func1(data5) > 8)){
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/op",schemaPath:"#/properties/filters/items/properties/op/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/filters/" + i2+"/op",schemaPath:"#/properties/filters/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.value !== undefined){
let data6 = data3.value;
const _errs15 = errors;
const _errs16 = errors;
let valid5 = false;
let passing0 = null;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(data6.length > 200 && (data6.length > 400 || func1(data6) > 200)){
const err0 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err1 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs19 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err2 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data6)){
if(data6.length > 100){
const err3 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf/2/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
var valid6 = true;
const len2 = data6.length;
for(let i3=0; i3<len2; i3++){
let data7 = data6[i3];
const _errs23 = errors;
const _errs24 = errors;
let valid7 = false;
let passing1 = null;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data7 === "string"){
if(data7.length > 200 && (data7.length > 400 || func1(data7) > 200)){
const err4 = {instancePath:instancePath+"/filters/" + i2+"/value/" + i3,schemaPath:"#/properties/filters/items/properties/value/oneOf/2/items/oneOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/filters/" + i2+"/value/" + i3,schemaPath:"#/properties/filters/items/properties/value/oneOf/2/items/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs25 === errors;
if(_valid1){
valid7 = true;
passing1 = 0;
}
const _errs27 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err6 = {instancePath:instancePath+"/filters/" + i2+"/value/" + i3,schemaPath:"#/properties/filters/items/properties/value/oneOf/2/items/oneOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs27 === errors;
if(_valid1 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err7 = {instancePath:instancePath+"/filters/" + i2+"/value/" + i3,schemaPath:"#/properties/filters/items/properties/value/oneOf/2/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs23 === errors;
if(!valid6){
break;
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid5 = true;
passing0 = 2;
}
}
}
if(!valid5){
const err9 = {instancePath:instancePath+"/filters/" + i2+"/value",schemaPath:"#/properties/filters/items/properties/value/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate91.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/filters/" + i2,schemaPath:"#/properties/filters/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.date_range !== undefined){
let data8 = data.date_range;
const _errs29 = errors;
if(errors === _errs29){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.start === undefined) && (missing2 = "start")) || ((data8.end === undefined) && (missing2 = "end"))){
validate91.errors = [{instancePath:instancePath+"/date_range",schemaPath:"#/properties/date_range/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs31 = errors;
for(const key2 in data8){
if(!((key2 === "start") || (key2 === "end"))){
validate91.errors = [{instancePath:instancePath+"/date_range",schemaPath:"#/properties/date_range/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs31 === errors){
if(data8.start !== undefined){
let data9 = data8.start;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data9 === "string"){
if(!(formats14.validate(data9))){
validate91.errors = [{instancePath:instancePath+"/date_range/start",schemaPath:"#/properties/date_range/properties/start/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data9.length > 10 && (data9.length > 20 || func1(data9) > 10)){
validate91.errors = [{instancePath:instancePath+"/date_range/start",schemaPath:"#/properties/date_range/properties/start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/date_range/start",schemaPath:"#/properties/date_range/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.end !== undefined){
let data10 = data8.end;
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(typeof data10 === "string"){
if(!(formats14.validate(data10))){
validate91.errors = [{instancePath:instancePath+"/date_range/end",schemaPath:"#/properties/date_range/properties/end/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data10.length > 10 && (data10.length > 20 || func1(data10) > 10)){
validate91.errors = [{instancePath:instancePath+"/date_range/end",schemaPath:"#/properties/date_range/properties/end/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/date_range/end",schemaPath:"#/properties/date_range/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/date_range",schemaPath:"#/properties/date_range/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.window_days !== undefined){
let data11 = data.window_days;
const _errs36 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate91.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs36){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 366 || isNaN(data11)){
validate91.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate91.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sort !== undefined){
let data12 = data.sort;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data12)){
if(data12.length > 4){
validate91.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid9 = true;
const len3 = data12.length;
for(let i4=0; i4<len3; i4++){
let data13 = data12[i4];
const _errs40 = errors;
if(errors === _errs40){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.direction === undefined){
data13.direction = "asc";
}
let missing3;
if((data13.field === undefined) && (missing3 = "field")){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4,schemaPath:"#/properties/sort/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key3 in data13){
if(!((key3 === "field") || (key3 === "direction"))){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4,schemaPath:"#/properties/sort/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data13.field !== undefined){
let data14 = data13.field;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data14 === "string"){
if(data14.length > 40 && (data14.length > 80 || func1(data14) > 40)){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/field",schemaPath:"#/properties/sort/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/field",schemaPath:"#/properties/sort/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/field",schemaPath:"#/properties/sort/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs43 === errors;
}
else {
var valid10 = true;
}
if(valid10){
let data15 = data13.direction;
const _errs45 = errors;
if(!((data15 === "asc") || (data15 === "desc"))){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/direction",schemaPath:"#/properties/sort/items/properties/direction/enum",keyword:"enum",params:{allowedValues: schema102.properties.sort.items.properties.direction.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs45){
if(typeof data15 === "string"){
if(data15.length > 4 && (data15.length > 8 || func1(data15) > 4)){
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/direction",schemaPath:"#/properties/sort/items/properties/direction/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sort/" + i4+"/direction",schemaPath:"#/properties/sort/items/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs45 === errors;
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sort/" + i4,schemaPath:"#/properties/sort/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs40 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data16 = data.limit;
const _errs47 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate91.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs47){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1000 || isNaN(data16)){
validate91.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data16 < 1 || isNaN(data16)){
validate91.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs47 === errors;
}
}
}
}
}
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_upsert_supplemental_labels = validate92;
const schema103 = {"type":"object","description":"Arguments of `merchant_upsert_supplemental_labels`: per product, the custom labels to set. A label left out is unchanged; `null` clears it. At most 50 products, each at most once.","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","required":["product","labels"],"additionalProperties":false,"properties":{"product":{"type":"string","minLength":1,"maxLength":255,"description":"Product handle or UUID; unknown or without a feed item answers 404 `not_found`."},"labels":{"type":"object","minProperties":1,"additionalProperties":false,"description":"Labels to set (1..100 characters) or clear (`null`).","properties":{"custom_label_0":{"type":["string","null"],"minLength":1,"maxLength":100},"custom_label_1":{"type":["string","null"],"minLength":1,"maxLength":100},"custom_label_2":{"type":["string","null"],"minLength":1,"maxLength":100},"custom_label_3":{"type":["string","null"],"minLength":1,"maxLength":100},"custom_label_4":{"type":["string","null"],"minLength":1,"maxLength":100}}}}}},"reason":{"type":"string","maxLength":500,"description":"Why (shown on the approval card)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Same as the `Idempotency-Key` header."}},"examples":[{"items":[{"product":"alpine-crew-sweater","labels":{"custom_label_2":"black_friday"}}]}],"$id":"urn:storeops:input:merchant_upsert_supplemental_labels"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:merchant_upsert_supplemental_labels" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "items") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate92.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.items !== undefined){
let data0 = data.items;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 50){
validate92.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate92.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.product === undefined) && (missing1 = "product")) || ((data1.labels === undefined) && (missing1 = "labels"))){
validate92.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "product") || (key1 === "labels"))){
validate92.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.product !== undefined){
let data2 = data1.product;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/product",schemaPath:"#/properties/items/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.labels !== undefined){
let data3 = data1.labels;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length < 1){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs11 = errors;
for(const key2 in data3){
if(!(((((key2 === "custom_label_0") || (key2 === "custom_label_1")) || (key2 === "custom_label_2")) || (key2 === "custom_label_3")) || (key2 === "custom_label_4"))){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data3.custom_label_0 !== undefined){
let data4 = data3.custom_label_0;
const _errs12 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_0",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_0/type",keyword:"type",params:{type: schema103.properties.items.items.properties.labels.properties.custom_label_0.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(typeof data4 === "string"){
if(data4.length > 100 && (data4.length > 200 || func1(data4) > 100)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_0",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_0/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_0",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.custom_label_1 !== undefined){
let data5 = data3.custom_label_1;
const _errs14 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_1",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_1/type",keyword:"type",params:{type: schema103.properties.items.items.properties.labels.properties.custom_label_1.type},message:"must be string,null"}];
return false;
}
if(errors === _errs14){
if(typeof data5 === "string"){
if(data5.length > 100 && (data5.length > 200 || func1(data5) > 100)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_1",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_1",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.custom_label_2 !== undefined){
let data6 = data3.custom_label_2;
const _errs16 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_2",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_2/type",keyword:"type",params:{type: schema103.properties.items.items.properties.labels.properties.custom_label_2.type},message:"must be string,null"}];
return false;
}
if(errors === _errs16){
if(typeof data6 === "string"){
if(data6.length > 100 && (data6.length > 200 || func1(data6) > 100)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_2",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_2/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_2",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_2/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.custom_label_3 !== undefined){
let data7 = data3.custom_label_3;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_3",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_3/type",keyword:"type",params:{type: schema103.properties.items.items.properties.labels.properties.custom_label_3.type},message:"must be string,null"}];
return false;
}
if(errors === _errs18){
if(typeof data7 === "string"){
if(data7.length > 100 && (data7.length > 200 || func1(data7) > 100)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_3",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_3/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_3",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_3/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.custom_label_4 !== undefined){
let data8 = data3.custom_label_4;
const _errs20 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_4",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_4/type",keyword:"type",params:{type: schema103.properties.items.items.properties.labels.properties.custom_label_4.type},message:"must be string,null"}];
return false;
}
if(errors === _errs20){
if(typeof data8 === "string"){
if(data8.length > 100 && (data8.length > 200 || func1(data8) > 100)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_4",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_4/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data8.length < 1 || (data8.length < 2 && func1(data8) < 1)){
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels/custom_label_4",schemaPath:"#/properties/items/items/properties/labels/properties/custom_label_4/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/items/" + i0+"/labels",schemaPath:"#/properties/items/items/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data9 = data.reason;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(data9.length > 500 && (data9.length > 1000 || func1(data9) > 500)){
validate92.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data10 = data.idempotency_key;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(data10.length > 255 && (data10.length > 510 || func1(data10) > 255)){
validate92.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data10.length < 1 || (data10.length < 2 && func1(data10) < 1)){
validate92.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
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
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_create = validate93;
const schema104 = {"type":"object","description":"Arguments of `policy_create`. A `rule` needs `effect` and may carry `conditions`; a `spend_ceiling` needs `ceiling_cents` and `period`. A field that does not belong to the kind answers `invalid_request` naming it.","required":["kind","domain"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["rule","spend_ceiling"],"description":"Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."},"name":{"type":"string","minLength":1,"maxLength":100,"description":"Name for a person, 1..100 characters (default `<kind> <domain>[.<action>]`)."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"The one action (operation name, snake_case) it applies to; omit for every action of `domain`."},"effect":{"type":"string","enum":["allow","deny","require_approval"],"description":"What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."},"conditions":{"type":"array","maxItems":20,"description":"Rules only: 0..20 conditions, all of which must hold (default none: the rule always matches its actions).","items":{"type":"object","description":"One condition of a rule, on one fact of the action (see `simulate` `facts`).","required":["fact","op","value"],"additionalProperties":false,"properties":{"fact":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."},"op":{"type":"string","enum":["eq","ne","gt","gte","lt","lte","in"],"description":"Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."},"value":{"description":"The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.","anyOf":[{"type":"string","maxLength":200},{"type":"number"},{"type":"boolean"},{"type":"array","minItems":1,"maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":200},{"type":"number"}]}}]}}}},"ceiling_cents":{"type":"integer","minimum":0,"maximum":100000000000,"description":"Spend ceilings only (required for them): most money approved per period, in cents of the store currency, 0..100,000,000,000."},"period":{"type":"string","enum":["day","week","month"],"description":"Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."},"enabled":{"type":"boolean","default":true,"description":"Whether `simulate` consults it (default `true`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"kind":"rule","domain":"promotions","action":"propose_discount","effect":"require_approval","conditions":[{"fact":"discount_percent","op":"gt","value":30}]},{"kind":"spend_ceiling","domain":"ads","ceiling_cents":50000,"period":"day"}],"$id":"urn:storeops:input:policy_create"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_create" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
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
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema104.properties, key0))){
validate93.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate93.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "rule") || (data0 === "spend_ceiling"))){
validate93.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema104.properties.kind.enum},message:"must be equal to one of the allowed values"}];
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
validate93.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate93.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data2 === "general") || (data2 === "catalog")) || (data2 === "analytics")) || (data2 === "automation")) || (data2 === "cs")) || (data2 === "orders")) || (data2 === "ads")) || (data2 === "creative")) || (data2 === "finance")) || (data2 === "costs")) || (data2 === "admin")) || (data2 === "merchant")) || (data2 === "promotions")) || (data2 === "research")) || (data2 === "disputes")) || (data2 === "reputation"))){
validate93.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema104.properties.domain.enum},message:"must be equal to one of the allowed values"}];
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
validate93.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate93.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "allow") || (data4 === "deny")) || (data4 === "require_approval"))){
validate93.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/enum",keyword:"enum",params:{allowedValues: schema104.properties.effect.enum},message:"must be equal to one of the allowed values"}];
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
validate93.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
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
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data6){
if(!(((key1 === "fact") || (key1 === "op")) || (key1 === "value"))){
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
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
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data7.length > 64 && (data7.length > 128 || func1(data7) > 64)){
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data8 === "eq") || (data8 === "ne")) || (data8 === "gt")) || (data8 === "gte")) || (data8 === "lt")) || (data8 === "lte")) || (data8 === "in"))){
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema104.properties.conditions.items.properties.op.enum},message:"must be equal to one of the allowed values"}];
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
validate93.errors = vErrors;
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
validate93.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate93.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate93.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
validate93.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"}];
return false;
}
else {
if(data11 < 0 || isNaN(data11)){
validate93.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate93.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "day") || (data12 === "week")) || (data12 === "month"))){
validate93.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/enum",keyword:"enum",params:{allowedValues: schema104.properties.period.enum},message:"must be equal to one of the allowed values"}];
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
validate93.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate93.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate93.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_delete = validate94;
const schema105 = {"type":"object","description":"Arguments of `policy_delete`.","required":["policy_id"],"additionalProperties":false,"properties":{"policy_id":{"type":"string","format":"uuid","maxLength":36,"description":"The policy (`id` from policy_list)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:policy_delete"};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_delete" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
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
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "policy_id") || (key0 === "idempotency_key"))){
validate94.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate94.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate94.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate94.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate94.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate94.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate94.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_list = validate95;
const schema106 = {"type":"object","description":"Arguments of `policy_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["rule","spend_ceiling"],"description":"Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"enabled":{"type":"boolean","description":"Only enabled (`true`) or only disabled (`false`) policies; omit for both."},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Policies per page, 1..100 (default 50), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:policy_list"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
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
validate95.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate95.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "rule") || (data0 === "spend_ceiling"))){
validate95.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema106.properties.kind.enum},message:"must be equal to one of the allowed values"}];
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
validate95.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data1 === "general") || (data1 === "catalog")) || (data1 === "analytics")) || (data1 === "automation")) || (data1 === "cs")) || (data1 === "orders")) || (data1 === "ads")) || (data1 === "creative")) || (data1 === "finance")) || (data1 === "costs")) || (data1 === "admin")) || (data1 === "merchant")) || (data1 === "promotions")) || (data1 === "research")) || (data1 === "disputes")) || (data1 === "reputation"))){
validate95.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema106.properties.domain.enum},message:"must be equal to one of the allowed values"}];
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
validate95.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate95.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate95.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate95.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate95.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const policy_update = validate96;
const schema107 = {"type":"object","description":"Arguments of `policy_update`: the policy and the fields to change; fields not sent keep their value (sending none changes nothing). The kind cannot change (delete and create instead). A field that does not belong to the policy's kind answers `invalid_request` naming it.","required":["policy_id"],"additionalProperties":false,"properties":{"policy_id":{"type":"string","format":"uuid","maxLength":36,"description":"The policy (`id` from policy_list)."},"name":{"type":"string","minLength":1,"maxLength":100,"description":"New name, 1..100 characters."},"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^([a-z][a-z0-9_]{0,63})?$","maxLength":64,"description":"New action (operation name); the empty string `\"\"` clears it (every action of `domain`)."},"effect":{"type":"string","enum":["allow","deny","require_approval"],"description":"What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`."},"conditions":{"type":"array","maxItems":20,"description":"Rules only: the new conditions, replacing all of them (0..20).","items":{"type":"object","description":"One condition of a rule, on one fact of the action (see `simulate` `facts`).","required":["fact","op","value"],"additionalProperties":false,"properties":{"fact":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`."},"op":{"type":"string","enum":["eq","ne","gt","gte","lt","lte","in"],"description":"Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds."},"value":{"description":"The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.","anyOf":[{"type":"string","maxLength":200},{"type":"number"},{"type":"boolean"},{"type":"array","minItems":1,"maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":200},{"type":"number"}]}}]}}}},"ceiling_cents":{"type":"integer","minimum":0,"maximum":100000000000,"description":"Spend ceilings only: new ceiling in cents of the store currency, 0..100,000,000,000."},"period":{"type":"string","enum":["day","week","month"],"description":"Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00)."},"enabled":{"type":"boolean","description":"`false` keeps the policy but stops `simulate` consulting it; `true` turns it back on."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"policy_id":"ed37075a-f8e1-442b-a6f9-b648c1bcf6fa","enabled":false}],"$id":"urn:storeops:input:policy_update"};
const pattern24 = new RegExp("^([a-z][a-z0-9_]{0,63})?$", "u");

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:policy_update" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
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
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema107.properties, key0))){
validate96.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate96.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate96.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/policy_id",schemaPath:"#/properties/policy_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate96.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate96.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate96.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data2 === "general") || (data2 === "catalog")) || (data2 === "analytics")) || (data2 === "automation")) || (data2 === "cs")) || (data2 === "orders")) || (data2 === "ads")) || (data2 === "creative")) || (data2 === "finance")) || (data2 === "costs")) || (data2 === "admin")) || (data2 === "merchant")) || (data2 === "promotions")) || (data2 === "research")) || (data2 === "disputes")) || (data2 === "reputation"))){
validate96.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema107.properties.domain.enum},message:"must be equal to one of the allowed values"}];
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
if(!pattern24.test(data3)){
validate96.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^([a-z][a-z0-9_]{0,63})?$"},message:"must match pattern \""+"^([a-z][a-z0-9_]{0,63})?$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate96.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate96.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "allow") || (data4 === "deny")) || (data4 === "require_approval"))){
validate96.errors = [{instancePath:instancePath+"/effect",schemaPath:"#/properties/effect/enum",keyword:"enum",params:{allowedValues: schema107.properties.effect.enum},message:"must be equal to one of the allowed values"}];
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
validate96.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
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
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data6){
if(!(((key1 === "fact") || (key1 === "op")) || (key1 === "value"))){
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
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
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data7.length > 64 && (data7.length > 128 || func1(data7) > 64)){
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0+"/fact",schemaPath:"#/properties/conditions/items/properties/fact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data8 === "eq") || (data8 === "ne")) || (data8 === "gt")) || (data8 === "gte")) || (data8 === "lt")) || (data8 === "lte")) || (data8 === "in"))){
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0+"/op",schemaPath:"#/properties/conditions/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema107.properties.conditions.items.properties.op.enum},message:"must be equal to one of the allowed values"}];
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
validate96.errors = vErrors;
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
validate96.errors = [{instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate96.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate96.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000000 || isNaN(data11)){
validate96.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"}];
return false;
}
else {
if(data11 < 0 || isNaN(data11)){
validate96.errors = [{instancePath:instancePath+"/ceiling_cents",schemaPath:"#/properties/ceiling_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate96.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "day") || (data12 === "week")) || (data12 === "month"))){
validate96.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/enum",keyword:"enum",params:{allowedValues: schema107.properties.period.enum},message:"must be equal to one of the allowed values"}];
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
validate96.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate96.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data14.length < 1 || (data14.length < 2 && func1(data14) < 1)){
validate96.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_cost_import = validate97;
const schema108 = {"type":"object","description":"Arguments of `propose_cost_import`: the file inspected with inspect_cost_import and its `inspection_id`.","required":["csv","inspection_id"],"additionalProperties":false,"properties":{"csv":{"type":"string","minLength":1,"maxLength":1000000,"description":"The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows)."},"inspection_id":{"type":"string","pattern":"^[0-9a-fA-F]{64}$","maxLength":64,"description":"The `inspection_id` inspect_cost_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:propose_cost_import"};
const pattern26 = new RegExp("^[0-9a-fA-F]{64}$", "u");

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_cost_import" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.csv === undefined) && (missing0 = "csv")) || ((data.inspection_id === undefined) && (missing0 = "inspection_id"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "csv") || (key0 === "inspection_id")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.csv !== undefined){
let data0 = data.csv;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 1000000 && (data0.length > 2000000 || func1(data0) > 1000000)){
validate97.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate97.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.inspection_id !== undefined){
let data1 = data.inspection_id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern26.test(data1)){
validate97.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^[0-9a-fA-F]{64}$"+"\""}];
return false;
}
else {
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate97.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate97.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate97.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_cross_store_link = validate98;
const schema109 = {"type":"object","description":"Arguments of `propose_cross_store_link`.","required":["linked_store_id"],"additionalProperties":false,"properties":{"linked_store_id":{"type":"string","format":"uuid","maxLength":36,"description":"The other store (its id, e.g. from the other store's get_store_settings `id`). Not this store, not a sandbox copy; an id no store has answers 404 `not_found`."},"action":{"type":"string","enum":["link","revoke"],"default":"link","description":"`link` (default): ask for the link (no link, or revoked: this side becomes `outgoing` `pending` once approved) or accept the other store's request (this side `incoming` `pending`: both sides become `active` once approved). `revoke`: end a `pending` or `active` link on both sides once approved."},"purpose":{"type":"string","enum":["shared_catalog_reporting"],"description":"What the link is for (default and only value `shared_catalog_reporting`).","default":"shared_catalog_reporting"},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, shown on the approval card's title (optional)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"linked_store_id":"2cc59514-adb1-4aca-8466-181dcdac1405"},{"linked_store_id":"2cc59514-adb1-4aca-8466-181dcdac1405","action":"revoke","reason":"Wholesale reporting moves to the ERP"}],"$id":"urn:storeops:input:propose_cross_store_link"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_cross_store_link" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
data.action = "link";
}
if(data.purpose === undefined){
data.purpose = "shared_catalog_reporting";
}
let missing0;
if((data.linked_store_id === undefined) && (missing0 = "linked_store_id")){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "linked_store_id") || (key0 === "action")) || (key0 === "purpose")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate98.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.linked_store_id !== undefined){
let data0 = data.linked_store_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate98.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate98.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/linked_store_id",schemaPath:"#/properties/linked_store_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.action;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate98.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "link") || (data1 === "revoke"))){
validate98.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema109.properties.action.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
if(valid0){
let data2 = data.purpose;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate98.errors = [{instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "shared_catalog_reporting")){
validate98.errors = [{instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema109.properties.purpose.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 500 && (data3.length > 1000 || func1(data3) > 500)){
validate98.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate98.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate98.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate98.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_discount = validate99;
const schema110 = {"type":"object","description":"Arguments of `propose_discount` (seed catalogue names).","required":["product_ids","discount_percent","reason"],"additionalProperties":false,"properties":{"product_ids":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"The products to discount, 1..50 distinct product UUIDs of this store (`id` from query_products).","items":{"type":"string","format":"uuid","maxLength":36}},"discount_percent":{"type":"number","minimum":1,"maximum":90,"multipleOf":0.5,"description":"Percent off each product's price, 1..90 in steps of 0.5 (e.g. 15 or 12.5)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, 1..500 characters; shown on the approval card and stored with the discount."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"product_ids":["62748014-deaf-487f-802b-6eaf2d5d06dd"],"discount_percent":15,"reason":"Clear slow-moving stock before the new collection"}],"$id":"urn:storeops:input:propose_discount"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_discount" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
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
validate99.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "product_ids") || (key0 === "discount_percent")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate99.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate99.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate99.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
validate99.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate99.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/product_ids/" + i0,schemaPath:"#/properties/product_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate99.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate99.errors = [{instancePath:instancePath+"/product_ids",schemaPath:"#/properties/product_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate99.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate99.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
let res0;
if((0.5 === 0 || (res0 = data2/0.5, Math.abs(Math.round(res0) - res0) > 1e-9))){
validate99.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.5},message:"must be multiple of 0.5"}];
return false;
}
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate99.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate99.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate99.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate99.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_draft = validate100;
const schema111 = {"type":"object","description":"Arguments of `propose_draft`: a new product created as a draft (storefront status `draft`, lifecycle `draft`).","required":["title","vendor","product_type","variants"],"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":255,"description":"Product title, 1..255 characters."},"handle":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"Storefront handle (URL slug): lowercase letters and digits in groups joined by single hyphens, at most 200 characters. Optional: by default it is derived from the title (`Alpine Linen Shirt` -> `alpine-linen-shirt`) and made unique with `-2`, `-3`, ... A given handle that already exists answers 400 `invalid_request` naming `handle`."},"vendor":{"type":"string","minLength":1,"maxLength":255,"description":"Vendor (brand or supplier) name, 1..255 characters."},"product_type":{"type":"string","minLength":1,"maxLength":255,"description":"Product type, e.g. `Shirts`, 1..255 characters."},"description_html":{"type":"string","maxLength":65536,"default":"","description":"Product description as HTML, at most 65536 characters; default empty."},"tags":{"type":"array","maxItems":250,"default":[],"items":{"type":"string","minLength":1,"maxLength":255},"description":"Tags, at most 250; each trimmed, 1..255 characters, no comma; duplicates differing only in case are kept once (first spelling)."},"variants":{"type":"array","minItems":1,"maxItems":100,"description":"The variants, 1..100, in display order.","items":{"type":"object","required":["sku","price"],"additionalProperties":false,"properties":{"sku":{"type":"string","minLength":1,"maxLength":64,"pattern":"^\\S(.*\\S)?$","description":"Stock keeping unit, 1..64 characters without leading or trailing spaces; unique in the store (an existing or repeated SKU answers 400 `invalid_request` naming `variants[i].sku`)."},"price":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-decimal-places":2,"description":"Price in the store currency's major units, above 0, at most 1000000, at most 2 decimals."},"compare_at_price":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-decimal-places":2,"description":"Optional \"was\" price (major units, at most 2 decimals), shown struck through; must be above `price`."},"size":{"type":"string","minLength":1,"maxLength":64,"description":"Size option, e.g. `M`."},"colour":{"type":"string","minLength":1,"maxLength":64,"description":"Colour option, e.g. `Navy`."},"inventory_quantity":{"type":"integer","minimum":0,"maximum":1000000,"default":0,"description":"On-hand units, 0..1000000 (default 0)."}}}},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"title":"Alpine Linen Overshirt","vendor":"Northwind Outfitters","product_type":"Shirts","description_html":"<p>Washed linen overshirt with two chest pockets.</p>","tags":["linen","spring-2027"],"variants":[{"sku":"ALP-LIN-OVS-M-SND","price":69.95,"size":"M","colour":"Sand","inventory_quantity":12},{"sku":"ALP-LIN-OVS-L-SND","price":69.95,"compare_at_price":79.95,"size":"L","colour":"Sand","inventory_quantity":8}],"reason":"Spring range"}],"$id":"urn:storeops:input:propose_draft"};
const pattern27 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern28 = new RegExp("^\\S(.*\\S)?$", "u");

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_draft" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description_html === undefined){
data.description_html = "";
}
if(data.tags === undefined){
data.tags = [];
}
let missing0;
if(((((data.title === undefined) && (missing0 = "title")) || ((data.vendor === undefined) && (missing0 = "vendor"))) || ((data.product_type === undefined) && (missing0 = "product_type"))) || ((data.variants === undefined) && (missing0 = "variants"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema111.properties, key0))){
validate100.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(data0.length > 255 && (data0.length > 510 || func1(data0) > 255)){
validate100.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate100.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
validate100.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""}];
return false;
}
else {
if(data1.length > 200 && (data1.length > 400 || func1(data1) > 200)){
validate100.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate100.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vendor !== undefined){
let data2 = data.vendor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate100.errors = [{instancePath:instancePath+"/vendor",schemaPath:"#/properties/vendor/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate100.errors = [{instancePath:instancePath+"/vendor",schemaPath:"#/properties/vendor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/vendor",schemaPath:"#/properties/vendor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product_type !== undefined){
let data3 = data.product_type;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate100.errors = [{instancePath:instancePath+"/product_type",schemaPath:"#/properties/product_type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate100.errors = [{instancePath:instancePath+"/product_type",schemaPath:"#/properties/product_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/product_type",schemaPath:"#/properties/product_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data4 = data.description_html;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 65536 && (data4.length > 131072 || func1(data4) > 65536)){
validate100.errors = [{instancePath:instancePath+"/description_html",schemaPath:"#/properties/description_html/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/description_html",schemaPath:"#/properties/description_html/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
if(valid0){
let data5 = data.tags;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 250){
validate100.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 250},message:"must NOT have more than 250 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 255 && (data6.length > 510 || func1(data6) > 255)){
validate100.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate100.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate100.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
if(valid0){
if(data.variants !== undefined){
let data7 = data.variants;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
if(data7.length > 100){
validate100.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
if(data7.length < 1){
validate100.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.inventory_quantity === undefined){
data8.inventory_quantity = 0;
}
let missing1;
if(((data8.sku === undefined) && (missing1 = "sku")) || ((data8.price === undefined) && (missing1 = "price"))){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((((((key1 === "sku") || (key1 === "price")) || (key1 === "compare_at_price")) || (key1 === "size")) || (key1 === "colour")) || (key1 === "inventory_quantity"))){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.sku !== undefined){
let data9 = data8.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(!pattern28.test(data9)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/sku",schemaPath:"#/properties/variants/items/properties/sku/pattern",keyword:"pattern",params:{pattern: "^\\S(.*\\S)?$"},message:"must match pattern \""+"^\\S(.*\\S)?$"+"\""}];
return false;
}
else {
if(data9.length > 64 && (data9.length > 128 || func1(data9) > 64)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/sku",schemaPath:"#/properties/variants/items/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data9.length < 1 || (data9.length < 2 && func1(data9) < 1)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/sku",schemaPath:"#/properties/variants/items/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/sku",schemaPath:"#/properties/variants/items/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.price !== undefined){
let data10 = data8.price;
const _errs23 = errors;
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1000000 || isNaN(data10)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/price",schemaPath:"#/properties/variants/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data10 <= 0 || isNaN(data10)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/price",schemaPath:"#/properties/variants/items/properties/price/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
else {
if(!Number.isInteger(data10) && Math.round(data10 * 100) / 100 !== data10){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/price",schemaPath:"#/properties/variants/items/properties/price/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/price",schemaPath:"#/properties/variants/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.compare_at_price !== undefined){
let data11 = data8.compare_at_price;
const _errs25 = errors;
if(errors === _errs25){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/compare_at_price",schemaPath:"#/properties/variants/items/properties/compare_at_price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data11 <= 0 || isNaN(data11)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/compare_at_price",schemaPath:"#/properties/variants/items/properties/compare_at_price/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
else {
if(!Number.isInteger(data11) && Math.round(data11 * 100) / 100 !== data11){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/compare_at_price",schemaPath:"#/properties/variants/items/properties/compare_at_price/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/compare_at_price",schemaPath:"#/properties/variants/items/properties/compare_at_price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.size !== undefined){
let data12 = data8.size;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(data12.length > 64 && (data12.length > 128 || func1(data12) > 64)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/size",schemaPath:"#/properties/variants/items/properties/size/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data12.length < 1 || (data12.length < 2 && func1(data12) < 1)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/size",schemaPath:"#/properties/variants/items/properties/size/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/size",schemaPath:"#/properties/variants/items/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.colour !== undefined){
let data13 = data8.colour;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(data13.length > 64 && (data13.length > 128 || func1(data13) > 64)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/colour",schemaPath:"#/properties/variants/items/properties/colour/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data13.length < 1 || (data13.length < 2 && func1(data13) < 1)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/colour",schemaPath:"#/properties/variants/items/properties/colour/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/colour",schemaPath:"#/properties/variants/items/properties/colour/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
let data14 = data8.inventory_quantity;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/inventory_quantity",schemaPath:"#/properties/variants/items/properties/inventory_quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000000 || isNaN(data14)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/inventory_quantity",schemaPath:"#/properties/variants/items/properties/inventory_quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate100.errors = [{instancePath:instancePath+"/variants/" + i1+"/inventory_quantity",schemaPath:"#/properties/variants/items/properties/inventory_quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid3 = _errs31 === errors;
}
}
}
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants/" + i1,schemaPath:"#/properties/variants/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data15 = data.reason;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data15 === "string"){
if(data15.length > 500 && (data15.length > 1000 || func1(data15) > 500)){
validate100.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data16 = data.idempotency_key;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(data16.length > 255 && (data16.length > 510 || func1(data16) > 255)){
validate100.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data16.length < 1 || (data16.length < 2 && func1(data16) < 1)){
validate100.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
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
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_expense_import = validate101;
const schema112 = {"type":"object","description":"Arguments of `propose_expense_import`: the file inspected with inspect_expense_import and its `inspection_id`.","required":["csv","inspection_id"],"additionalProperties":false,"properties":{"csv":{"type":"string","minLength":1,"maxLength":1000000,"description":"The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows)."},"inspection_id":{"type":"string","pattern":"^[0-9a-fA-F]{64}$","maxLength":64,"description":"The `inspection_id` inspect_expense_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:propose_expense_import"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_expense_import" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.csv === undefined) && (missing0 = "csv")) || ((data.inspection_id === undefined) && (missing0 = "inspection_id"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "csv") || (key0 === "inspection_id")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate101.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.csv !== undefined){
let data0 = data.csv;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 1000000 && (data0.length > 2000000 || func1(data0) > 1000000)){
validate101.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate101.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.inspection_id !== undefined){
let data1 = data.inspection_id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern26.test(data1)){
validate101.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^[0-9a-fA-F]{64}$"+"\""}];
return false;
}
else {
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate101.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/inspection_id",schemaPath:"#/properties/inspection_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate101.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate101.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate101.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate101.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const propose_state_transition = validate102;
const schema113 = {"type":"object","description":"Arguments of `propose_state_transition`. Name the product by `product_id` or `handle` (exactly one).","required":["to_state","reason"],"additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID `id` (from query_products). Give this or `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle, e.g. `alpine-henley`. Give this or `product_id`."},"to_state":{"type":"string","enum":["new","testing","active","winner","scaling","declining","paused","draft","retired","NEW","TESTING","ACTIVE","WINNER","SCALING","DECLINING","PAUSED","DRAFT","RETIRED"],"description":"The lifecycle state to move to. Lowercase (as stored and answered) or UPPERCASE (as decision rows write `to_state`, e.g. `WINNER`); stored lowercase. Must be an allowed next state of the product's current state (see the operation's transition table), else 400 `invalid_request` naming `to_state` and the allowed next states."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, shown on the approval card (1..500 characters)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"handle":"alpine-henley","to_state":"scaling","reason":"ROAS above target for 14 days"},{"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60","to_state":"DECLINING","reason":"Sell-through fell for three weeks"}],"$id":"urn:storeops:input:propose_state_transition"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:propose_state_transition" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.to_state === undefined) && (missing0 = "to_state")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "product_id") || (key0 === "handle")) || (key0 === "to_state")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate102.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate102.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate102.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate102.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate102.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to_state !== undefined){
let data2 = data.to_state;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate102.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((data2 === "new") || (data2 === "testing")) || (data2 === "active")) || (data2 === "winner")) || (data2 === "scaling")) || (data2 === "declining")) || (data2 === "paused")) || (data2 === "draft")) || (data2 === "retired")) || (data2 === "NEW")) || (data2 === "TESTING")) || (data2 === "ACTIVE")) || (data2 === "WINNER")) || (data2 === "SCALING")) || (data2 === "DECLINING")) || (data2 === "PAUSED")) || (data2 === "DRAFT")) || (data2 === "RETIRED"))){
validate102.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/enum",keyword:"enum",params:{allowedValues: schema113.properties.to_state.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate102.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate102.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate102.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate102.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_performance = validate103;
const schema114 = {"type":"object","description":"Arguments of `query_performance`. All optional; `{}` returns the whole store over the last 7 days.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":90,"default":7,"description":"Length of the window in days, 1..90 (default 7), up to and including the current day; the result's `from` and `to` name the exact dates counted."},"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"Scope every figure to this one product (UUID). Omit for the whole store."}},"examples":[{},{"window_days":30},{"window_days":14,"product_id":"6f4a3be0-60be-4459-963f-ccb6f1c32c60"}],"$id":"urn:storeops:input:query_performance"};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_performance" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
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
validate103.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate103.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 90 || isNaN(data0)){
validate103.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate103.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate103.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate103.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_products = validate104;
const schema115 = {"type":"object","description":"Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.","additionalProperties":false,"properties":{"filter":{"type":"object","description":"Narrow the rows. Both conditions must hold when both are given.","additionalProperties":false,"properties":{"lifecycle_state":{"type":"string","description":"Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.","enum":["new","testing","active","winner","scaling","declining","paused","draft","retired"]},"has_active_decision":{"type":"boolean","description":"`true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both."}}},"sort":{"type":"string","enum":["created_desc","updated_desc","roas_desc"],"default":"updated_desc","description":"Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of product rows, 1..50 (default 10)."}},"examples":[{},{"filter":{"lifecycle_state":"winner"},"sort":"roas_desc","limit":5},{"filter":{"has_active_decision":true}}],"$id":"urn:storeops:input:query_products"};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_products" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
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
validate104.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate104.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.lifecycle_state !== undefined){
let data1 = data0.lifecycle_state;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate104.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data1 === "new") || (data1 === "testing")) || (data1 === "active")) || (data1 === "winner")) || (data1 === "scaling")) || (data1 === "declining")) || (data1 === "paused")) || (data1 === "draft")) || (data1 === "retired"))){
validate104.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/enum",keyword:"enum",params:{allowedValues: schema115.properties.filter.properties.lifecycle_state.enum},message:"must be equal to one of the allowed values"}];
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
validate104.errors = [{instancePath:instancePath+"/filter/has_active_decision",schemaPath:"#/properties/filter/properties/has_active_decision/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate104.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate104.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "created_desc") || (data3 === "updated_desc")) || (data3 === "roas_desc"))){
validate104.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema115.properties.sort.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
if(valid0){
let data4 = data.limit;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate104.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 50 || isNaN(data4)){
validate104.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate104.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const receipts_list = validate105;
const schema116 = {"type":"object","description":"Arguments of `receipts_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"operation":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"Only receipts of this operation, e.g. `storefront_update_variant_price`."},"resource_kind":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,31}$","maxLength":32,"description":"Only receipts of this kind of resource, e.g. `variant`, `product`, `store`, `policy`."},"resource_ref":{"type":"string","minLength":1,"maxLength":200,"description":"Only receipts of this resource (its UUID, slug or store id, exactly as receipts name it)."},"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only receipts of this approval card."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Receipts per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"examples":[{"operation":"storefront_update_variant_price","limit":10}],"$id":"urn:storeops:input:receipts_list"};
const pattern31 = new RegExp("^[a-z][a-z0-9_]{0,31}$", "u");

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:receipts_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
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
validate105.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate105.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate105.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!pattern31.test(data1)){
validate105.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,31}$"+"\""}];
return false;
}
else {
if(data1.length > 32 && (data1.length > 64 || func1(data1) > 32)){
validate105.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate105.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate105.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate105.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data3.length > 36 && (data3.length > 72 || func1(data3) > 36)){
validate105.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate105.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 50 || isNaN(data4)){
validate105.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate105.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate105.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate105.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate105.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const receipts_price_memory = validate106;
const schema117 = {"type":"object","description":"Arguments of `receipts_price_memory`.","required":["variant_id"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"limit":{"type":"integer","minimum":1,"maximum":200,"default":50,"description":"At most this many price changes, the most recent ones (1..200, default 50), listed oldest first."}},"examples":[{"variant_id":"44012345737560"}],"$id":"urn:storeops:input:receipts_price_memory"};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:receipts_price_memory" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
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
validate106.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "variant_id") || (key0 === "limit"))){
validate106.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate106.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate106.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate106.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
validate106.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate106.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const run_calibration = validate107;
const schema118 = {"type":"object","description":"Arguments of `run_calibration`.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":7,"maximum":120,"default":30,"description":"Days of history to calibrate from, 7..120 (default 30), the last `window_days` UTC days up to and including today."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"window_days":30}],"$id":"urn:storeops:input:run_calibration"};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:run_calibration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
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
validate107.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate107.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 120 || isNaN(data0)){
validate107.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data0 < 7 || isNaN(data0)){
validate107.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 7},message:"must be >= 7"}];
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
validate107.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate107.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const run_sync_catalog = validate108;
const schema119 = {"type":"object","description":"Arguments of `run_sync_catalog`. All optional; `{}` queues a sync of everything that changed since the last one.","additionalProperties":false,"properties":{"max_changes":{"type":"integer","minimum":1,"maximum":500,"default":500,"description":"Most storefront catalog changes (price, compare-at price, inventory, title) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{},{"max_changes":50}],"$id":"urn:storeops:input:run_sync_catalog"};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:run_sync_catalog" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_changes === undefined){
data.max_changes = 500;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "max_changes") || (key0 === "idempotency_key"))){
validate108.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.max_changes;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate108.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 500 || isNaN(data0)){
validate108.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate108.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate108.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate108.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const run_sync_orders = validate109;
const schema120 = {"type":"object","description":"Arguments of `run_sync_orders`. All optional; `{}` queues a sync of everything that changed since the last one.","additionalProperties":false,"properties":{"max_changes":{"type":"integer","minimum":1,"maximum":500,"default":500,"description":"Most storefront changes (new orders and refunds) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{},{"max_changes":50}],"$id":"urn:storeops:input:run_sync_orders"};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:run_sync_orders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_changes === undefined){
data.max_changes = 500;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "max_changes") || (key0 === "idempotency_key"))){
validate109.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.max_changes;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate109.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 500 || isNaN(data0)){
validate109.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate109.errors = [{instancePath:instancePath+"/max_changes",schemaPath:"#/properties/max_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate109.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate109.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const sandbox_approval_decide = validate110;
const schema121 = {"type":"object","description":"Arguments of `sandbox_approval_decide` (sandbox-only test helper).","required":["decision"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","maxLength":36,"description":"The card to decide (a card of the sandbox store that still waits). Omitted: the most recently created waiting card of the sandbox store."},"decision":{"type":"string","enum":["approve","reject"],"description":"`approve` (re-validate and apply, as an operator approves) or `reject`."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, recorded on the card (for a rejection, its `reason`)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:sandbox_approval_decide"};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:sandbox_approval_decide" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
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
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "approval_id") || (key0 === "decision")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate110.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate110.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate110.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "approve") || (data1 === "reject"))){
validate110.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema121.properties.decision.enum},message:"must be equal to one of the allowed values"}];
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
validate110.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate110.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate110.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const set_automation_enabled = validate111;
const schema122 = {"type":"object","description":"Arguments of `set_automation_enabled`.","required":["enabled","reason"],"additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"`false` turns the store's automation off (its agents decide and apply nothing; a stop: applies immediately, no approval needed); `true` turns it back on (hands authority back to automation: always waits for an operator, whatever auto-apply says)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, 1..500 characters; recorded on the card and the receipt."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"enabled":false,"reason":"Pausing automation during the stock count"}],"$id":"urn:storeops:input:set_automation_enabled"};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:set_automation_enabled" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
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
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "enabled") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate111.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate111.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate111.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate111.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate111.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate111.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const set_kill_switch = validate112;
const schema123 = {"type":"object","description":"Arguments of `set_kill_switch`.","required":["engaged","reason"],"additionalProperties":false,"properties":{"engaged":{"type":"boolean","description":"`true` engages the kill switch (automation applies nothing; applies immediately, no approval needed); `false` releases it (hands authority back to automation: always waits for an operator, whatever auto-apply says)."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, recorded on the card and the receipt."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:set_kill_switch"};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:set_kill_switch" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
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
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "engaged") || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate112.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.engaged !== undefined){
const _errs2 = errors;
if(typeof data.engaged !== "boolean"){
validate112.errors = [{instancePath:instancePath+"/engaged",schemaPath:"#/properties/engaged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate112.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate112.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate112.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate112.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const simulate = validate113;
const schema124 = {"type":"object","description":"Simulation request (seed: \"Simulation request\"): the action to try and the facts about it.","required":["domain","action","facts"],"additionalProperties":false,"properties":{"domain":{"type":"string","description":"Catalogue domain an operation belongs to (one folder of the operation catalogue).","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]},"action":{"type":"string","pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64,"description":"The action, an operation name in snake_case, e.g. `ads_set_campaign_budget`; it need not be served yet."},"facts":{"type":"object","maxProperties":50,"propertyNames":{"pattern":"^[a-z][a-z0-9_]{0,63}$","maxLength":64},"additionalProperties":{"description":"A fact's value, as JSON: a string, number, boolean or null, or an array of strings and numbers.","anyOf":[{"type":"string","maxLength":500},{"type":"number"},{"type":"boolean"},{"type":"null"},{"type":"array","maxItems":100,"items":{"anyOf":[{"type":"string","maxLength":500},{"type":"number"}]}}]},"description":"Facts about the action, 0..50 snake_case names, matched by rule conditions. The gates read four of them: `amount_cents` (integer >= 0, money the action would commit, in cents of the store currency; spend ceilings), and `resource_kind`, `resource_ref`, `field` (the field the action would change, named as an intent declaration names it, e.g. `variant`, the variant's UUID, `price`; ownership)."}},"examples":[{"domain":"ads","action":"ads_set_campaign_budget","facts":{"amount_cents":25000,"resource_kind":"campaign","resource_ref":"cmp_9413922618","field":"daily_budget"}}],"$id":"urn:storeops:input:simulate"};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:simulate" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
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
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "domain") || (key0 === "action")) || (key0 === "facts"))){
validate113.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.domain !== undefined){
let data0 = data.domain;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate113.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "general") || (data0 === "catalog")) || (data0 === "analytics")) || (data0 === "automation")) || (data0 === "cs")) || (data0 === "orders")) || (data0 === "ads")) || (data0 === "creative")) || (data0 === "finance")) || (data0 === "costs")) || (data0 === "admin")) || (data0 === "merchant")) || (data0 === "promotions")) || (data0 === "research")) || (data0 === "disputes")) || (data0 === "reputation"))){
validate113.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema124.properties.domain.enum},message:"must be equal to one of the allowed values"}];
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
validate113.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,63}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,63}$"+"\""}];
return false;
}
else {
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate113.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate113.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
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
validate113.errors = vErrors;
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
validate113.errors = vErrors;
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
validate113.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_cancel_order = validate114;
const schema125 = {"type":"object","description":"Arguments of `storefront_cancel_order`: the order (not fulfilled, not already cancelled), why, and whether to restock its units and refund what is left of its total.","required":["order_id","reason"],"additionalProperties":false,"properties":{"order_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$","description":"The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."},"reason":{"type":"string","enum":["customer","inventory","fraud","declined","other"],"description":"Why it is cancelled: `customer` (the customer asked), `inventory` (out of stock), `fraud`, `declined` (payment declined), `other`."},"restock":{"type":"boolean","default":true,"description":"Put the order's units that were not restocked yet back into their variants' stock (default true: an unfulfilled order's units never left)."},"refund":{"type":"boolean","default":true,"description":"Refund the order's refundable remainder (`total` - `refunded`) with the cancellation (default true; emits `order.refunded`). False leaves the payment as it is."},"note":{"type":"string","maxLength":500,"description":"Note kept with the cancellation's refund and shown on the card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"order_id":"5000000006299","reason":"customer","note":"Customer ordered the wrong size and will re-order"}],"$id":"urn:storeops:input:storefront_cancel_order"};
const pattern34 = new RegExp("^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$", "u");

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_cancel_order" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.restock === undefined){
data.restock = true;
}
if(data.refund === undefined){
data.refund = true;
}
let missing0;
if(((data.order_id === undefined) && (missing0 = "order_id")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "order_id") || (key0 === "reason")) || (key0 === "restock")) || (key0 === "refund")) || (key0 === "note")) || (key0 === "idempotency_key"))){
validate114.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.order_id !== undefined){
let data0 = data.order_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern34.test(data0)){
validate114.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/pattern",keyword:"pattern",params:{pattern: "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"},message:"must match pattern \""+"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate114.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate114.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
if(typeof data1 !== "string"){
validate114.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data1 === "customer") || (data1 === "inventory")) || (data1 === "fraud")) || (data1 === "declined")) || (data1 === "other"))){
validate114.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema125.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const _errs6 = errors;
if(typeof data.restock !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/restock",schemaPath:"#/properties/restock/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
if(valid0){
const _errs8 = errors;
if(typeof data.refund !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/refund",schemaPath:"#/properties/refund/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.note !== undefined){
let data4 = data.note;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
validate114.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate114.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate114.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate114.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_create_discount_code = validate115;
const schema126 = {"type":"object","description":"Arguments of `storefront_create_discount_code`. The seed names no parameters; these, their bounds and defaults are this contract's design.","required":["code","discount_type","value"],"additionalProperties":false,"properties":{"code":{"type":"string","minLength":4,"maxLength":32,"pattern":"^[A-Za-z0-9_-]+$","description":"The code customers enter, 4..32 characters of `A-Z a-z 0-9 _ -`. Unique per store regardless of case (`welcome10` collides with `WELCOME10`); kept as written."},"discount_type":{"type":"string","enum":["percentage","fixed_amount"],"description":"`percentage` (percent off the order subtotal) or `fixed_amount` (amount off the order)."},"value":{"type":"number","exclusiveMinimum":0,"maximum":100000,"description":"Percent off, 1..100 (`percentage`, steps of 0.5), or amount off in the store currency's major units, 0.01..100000 with at most 2 decimals (`fixed_amount`)."},"usage_limit":{"type":"integer","minimum":1,"maximum":1000000,"description":"Total uses allowed, 1..1000000; omitted = unlimited."},"once_per_customer":{"type":"boolean","default":false,"description":"Each customer may use the code once (default false)."},"minimum_subtotal":{"type":"number","minimum":0,"maximum":1000000,"description":"Order subtotal needed to use the code, in major units (at most 2 decimals); omitted = none."},"starts_at":{"type":"string","format":"date-time","maxLength":40,"description":"When the code starts working (ISO 8601; stored and shown in UTC); omitted = when the card is applied."},"ends_at":{"type":"string","format":"date-time","maxLength":40,"description":"When the code stops working (ISO 8601, UTC); must be after `starts_at` and in the future; omitted = open-ended."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"code":"WINTER15","discount_type":"percentage","value":15,"usage_limit":500,"once_per_customer":true}],"$id":"urn:storeops:input:storefront_create_discount_code"};
const pattern35 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_create_discount_code" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.once_per_customer === undefined){
data.once_per_customer = false;
}
let missing0;
if((((data.code === undefined) && (missing0 = "code")) || ((data.discount_type === undefined) && (missing0 = "discount_type"))) || ((data.value === undefined) && (missing0 = "value"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func80.call(schema126.properties, key0))){
validate115.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern35.test(data0)){
validate115.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""}];
return false;
}
else {
if(data0.length > 32 && (data0.length > 64 || func1(data0) > 32)){
validate115.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(data0.length < 4 || (data0.length < 8 && func1(data0) < 4)){
validate115.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"}];
return false;
}
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_type !== undefined){
let data1 = data.discount_type;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate115.errors = [{instancePath:instancePath+"/discount_type",schemaPath:"#/properties/discount_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "percentage") || (data1 === "fixed_amount"))){
validate115.errors = [{instancePath:instancePath+"/discount_type",schemaPath:"#/properties/discount_type/enum",keyword:"enum",params:{allowedValues: schema126.properties.discount_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data2 = data.value;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000 || isNaN(data2)){
validate115.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
return false;
}
else {
if(data2 <= 0 || isNaN(data2)){
validate115.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage_limit !== undefined){
let data3 = data.usage_limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate115.errors = [{instancePath:instancePath+"/usage_limit",schemaPath:"#/properties/usage_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000 || isNaN(data3)){
validate115.errors = [{instancePath:instancePath+"/usage_limit",schemaPath:"#/properties/usage_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate115.errors = [{instancePath:instancePath+"/usage_limit",schemaPath:"#/properties/usage_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
const _errs10 = errors;
if(typeof data.once_per_customer !== "boolean"){
validate115.errors = [{instancePath:instancePath+"/once_per_customer",schemaPath:"#/properties/once_per_customer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
if(valid0){
if(data.minimum_subtotal !== undefined){
let data5 = data.minimum_subtotal;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000000 || isNaN(data5)){
validate115.errors = [{instancePath:instancePath+"/minimum_subtotal",schemaPath:"#/properties/minimum_subtotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate115.errors = [{instancePath:instancePath+"/minimum_subtotal",schemaPath:"#/properties/minimum_subtotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/minimum_subtotal",schemaPath:"#/properties/minimum_subtotal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.starts_at !== undefined){
let data6 = data.starts_at;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data6 === "string"){
if(!(formats106.validate(data6))){
validate115.errors = [{instancePath:instancePath+"/starts_at",schemaPath:"#/properties/starts_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
else {
if(data6.length > 40 && (data6.length > 80 || func1(data6) > 40)){
validate115.errors = [{instancePath:instancePath+"/starts_at",schemaPath:"#/properties/starts_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/starts_at",schemaPath:"#/properties/starts_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ends_at !== undefined){
let data7 = data.ends_at;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats106.validate(data7))){
validate115.errors = [{instancePath:instancePath+"/ends_at",schemaPath:"#/properties/ends_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
else {
if(data7.length > 40 && (data7.length > 80 || func1(data7) > 40)){
validate115.errors = [{instancePath:instancePath+"/ends_at",schemaPath:"#/properties/ends_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/ends_at",schemaPath:"#/properties/ends_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data8 = data.idempotency_key;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length > 255 && (data8.length > 510 || func1(data8) > 255)){
validate115.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data8.length < 1 || (data8.length < 2 && func1(data8) < 1)){
validate115.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
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
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_create_gift_card = validate116;
const schema127 = {"type":"object","description":"Arguments of `storefront_create_gift_card`. The seed names no parameters; these, their bounds and defaults are this contract's design. There is no `code` argument: the service generates the code when the card is applied.","required":["initial_value"],"additionalProperties":false,"properties":{"initial_value":{"type":"number","minimum":1,"maximum":10000,"description":"Value in the store currency's major units, 1..10000 with at most 2 decimals."},"customer_ref":{"type":"string","minLength":1,"maxLength":64,"description":"The customer it is for (storefront customer reference, e.g. `cus_...` from get_orders); omitted = anyone holding the code."},"note":{"type":"string","minLength":1,"maxLength":500,"description":"Internal note (not shown to the customer)."},"expires_on":{"type":"string","format":"date","maxLength":10,"description":"Last day the card can be used (`YYYY-MM-DD`, UTC); must be after today; omitted = never expires."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"initial_value":50,"note":"Apology for a late delivery"}],"$id":"urn:storeops:input:storefront_create_gift_card"};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_create_gift_card" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.initial_value === undefined) && (missing0 = "initial_value")){
validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "initial_value") || (key0 === "customer_ref")) || (key0 === "note")) || (key0 === "expires_on")) || (key0 === "idempotency_key"))){
validate116.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.initial_value !== undefined){
let data0 = data.initial_value;
const _errs2 = errors;
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000 || isNaN(data0)){
validate116.errors = [{instancePath:instancePath+"/initial_value",schemaPath:"#/properties/initial_value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate116.errors = [{instancePath:instancePath+"/initial_value",schemaPath:"#/properties/initial_value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/initial_value",schemaPath:"#/properties/initial_value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customer_ref !== undefined){
let data1 = data.customer_ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 64 && (data1.length > 128 || func1(data1) > 64)){
validate116.errors = [{instancePath:instancePath+"/customer_ref",schemaPath:"#/properties/customer_ref/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate116.errors = [{instancePath:instancePath+"/customer_ref",schemaPath:"#/properties/customer_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/customer_ref",schemaPath:"#/properties/customer_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data2 = data.note;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 500 && (data2.length > 1000 || func1(data2) > 500)){
validate116.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate116.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_on !== undefined){
let data3 = data.expires_on;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats14.validate(data3))){
validate116.errors = [{instancePath:instancePath+"/expires_on",schemaPath:"#/properties/expires_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
else {
if(data3.length > 10 && (data3.length > 20 || func1(data3) > 10)){
validate116.errors = [{instancePath:instancePath+"/expires_on",schemaPath:"#/properties/expires_on/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/expires_on",schemaPath:"#/properties/expires_on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.idempotency_key !== undefined){
let data4 = data.idempotency_key;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate116.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate116.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_create_refund = validate117;
const schema128 = {"type":"object","description":"Arguments of `storefront_create_refund`: the order, what to refund (order lines with quantities, an amount, or both), the reason, and whether the refunded units go back into stock.","required":["order_id","reason"],"additionalProperties":false,"properties":{"order_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$","description":"The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."},"line_items":{"type":"array","minItems":1,"maxItems":100,"description":"Order lines to refund, each at most once, each `quantity` at most the line's units not refunded yet (`quantity` - `refunded_quantity` in get_orders). Without `amount`, the refund is the units' paid price: unit price less the line's share of the order discount, plus its share of tax (shipping is refunded only through `amount`).","items":{"type":"object","required":["line_item_id","quantity"],"additionalProperties":false,"properties":{"line_item_id":{"type":"string","format":"uuid","maxLength":36,"description":"The order line (`line_items[].id` in get_orders)."},"quantity":{"type":"integer","minimum":1,"maximum":100000,"description":"Units of that line to refund."}}}},"amount":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-decimal-places":2,"description":"Money to refund in the store currency's major units, above 0, at most 2 decimals, at most the order's refundable remainder (`total` - `refunded`). With `line_items` it replaces their computed price (e.g. to add shipping); without, it is an amount-only refund. At least one of `line_items` and `amount` is required."},"restock":{"type":"boolean","default":false,"description":"Put the refunded units of `line_items` back into their variants' stock (default false). Needs `line_items`, and an order that is not cancelled."},"reason":{"type":"string","enum":["damaged","not_as_described","late_delivery","changed_mind","other"],"description":"Why an order is refunded (the reasons of `OrderRefund`)."},"note":{"type":"string","maxLength":500,"description":"Note kept with the refund (shown on the card and in get_orders)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"order_id":"5000000006300","amount":10,"reason":"late_delivery","note":"Goodwill for the delayed parcel"}],"$id":"urn:storeops:input:storefront_create_refund"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_create_refund" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.restock === undefined){
data.restock = false;
}
let missing0;
if(((data.order_id === undefined) && (missing0 = "order_id")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "order_id") || (key0 === "line_items")) || (key0 === "amount")) || (key0 === "restock")) || (key0 === "reason")) || (key0 === "note")) || (key0 === "idempotency_key"))){
validate117.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.order_id !== undefined){
let data0 = data.order_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern34.test(data0)){
validate117.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/pattern",keyword:"pattern",params:{pattern: "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"},message:"must match pattern \""+"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate117.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate117.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line_items !== undefined){
let data1 = data.line_items;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 100){
validate117.errors = [{instancePath:instancePath+"/line_items",schemaPath:"#/properties/line_items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
if(data1.length < 1){
validate117.errors = [{instancePath:instancePath+"/line_items",schemaPath:"#/properties/line_items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.line_item_id === undefined) && (missing1 = "line_item_id")) || ((data2.quantity === undefined) && (missing1 = "quantity"))){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0,schemaPath:"#/properties/line_items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "line_item_id") || (key1 === "quantity"))){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0,schemaPath:"#/properties/line_items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.line_item_id !== undefined){
let data3 = data2.line_item_id;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/line_item_id",schemaPath:"#/properties/line_items/items/properties/line_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data3.length > 36 && (data3.length > 72 || func1(data3) > 36)){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/line_item_id",schemaPath:"#/properties/line_items/items/properties/line_item_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/line_item_id",schemaPath:"#/properties/line_items/items/properties/line_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.quantity !== undefined){
let data4 = data2.quantity;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/quantity",schemaPath:"#/properties/line_items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000 || isNaN(data4)){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/quantity",schemaPath:"#/properties/line_items/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0+"/quantity",schemaPath:"#/properties/line_items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/line_items/" + i0,schemaPath:"#/properties/line_items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/line_items",schemaPath:"#/properties/line_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data5 = data.amount;
const _errs13 = errors;
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000000 || isNaN(data5)){
validate117.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate117.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
else {
if(!Number.isInteger(data5) && Math.round(data5 * 100) / 100 !== data5){
validate117.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const _errs15 = errors;
if(typeof data.restock !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/restock",schemaPath:"#/properties/restock/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
if(valid0){
if(data.reason !== undefined){
let data7 = data.reason;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate117.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data7 === "damaged") || (data7 === "not_as_described")) || (data7 === "late_delivery")) || (data7 === "changed_mind")) || (data7 === "other"))){
validate117.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema128.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data8 = data.note;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(data8.length > 500 && (data8.length > 1000 || func1(data8) > 500)){
validate117.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate117.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data9 = data.idempotency_key;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length > 255 && (data9.length > 510 || func1(data9) > 255)){
validate117.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data9.length < 1 || (data9.length < 2 && func1(data9) < 1)){
validate117.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
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
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_get_shop_profile = validate118;
const schema129 = {"type":"object","description":"Arguments of `storefront_get_shop_profile`: none (send `{}`).","additionalProperties":false,"properties":{},"examples":[{}],"$id":"urn:storeops:input:storefront_get_shop_profile"};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_get_shop_profile" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate118.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_graphql_query = validate119;
const schema130 = {"type":"object","description":"A read-only GraphQL request.","additionalProperties":false,"required":["query"],"properties":{"query":{"type":"string","minLength":1,"maxLength":10000,"description":"The GraphQL document (query operations only), 1..10,000 characters."},"variables":{"type":"object","description":"Variable values by name (default `{}`); at most 50. Every argument of the schema is a scalar (Int or String), so values are strings, numbers, booleans or null.","maxProperties":50,"default":{},"propertyNames":{"maxLength":200,"pattern":"^[_A-Za-z][_0-9A-Za-z]*$"},"additionalProperties":{"description":"A variable's value (coerced to the variable's GraphQL type).","type":["string","number","boolean","null"],"maxLength":10000}},"operation_name":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[_A-Za-z][_0-9A-Za-z]*$","description":"The operation to run when the document holds several (a GraphQL name)."}},"$id":"urn:storeops:input:storefront_graphql_query"};
const pattern37 = new RegExp("^[_A-Za-z][_0-9A-Za-z]*$", "u");

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_graphql_query" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.variables === undefined){
data.variables = {};
}
let missing0;
if((data.query === undefined) && (missing0 = "query")){
validate119.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "query") || (key0 === "variables")) || (key0 === "operation_name"))){
validate119.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.query !== undefined){
let data0 = data.query;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 10000 && (data0.length > 20000 || func1(data0) > 10000)){
validate119.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate119.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate119.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.variables;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 50){
validate119.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(!pattern37.test(key1)){
const err0 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[_A-Za-z][_0-9A-Za-z]*$"},message:"must match pattern \""+"^[_A-Za-z][_0-9A-Za-z]*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(key1.length > 200 && (key1.length > 400 || func1(key1) > 200)){
const err1 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",propertyName:key1};
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
var valid1 = _errs6 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate119.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data1){
let data2 = data1[key2];
const _errs8 = errors;
if((((typeof data2 !== "string") && (!((typeof data2 == "number") && (isFinite(data2))))) && (typeof data2 !== "boolean")) && (data2 !== null)){
validate119.errors = [{instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/type",keyword:"type",params:{type: schema130.properties.variables.additionalProperties.type},message:"must be string,number,boolean,null"}];
return false;
}
if(errors === _errs8){
if(typeof data2 === "string"){
if(data2.length > 10000 && (data2.length > 20000 || func1(data2) > 10000)){
validate119.errors = [{instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate119.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.operation_name !== undefined){
let data3 = data.operation_name;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern37.test(data3)){
validate119.errors = [{instancePath:instancePath+"/operation_name",schemaPath:"#/properties/operation_name/pattern",keyword:"pattern",params:{pattern: "^[_A-Za-z][_0-9A-Za-z]*$"},message:"must match pattern \""+"^[_A-Za-z][_0-9A-Za-z]*$"+"\""}];
return false;
}
else {
if(data3.length > 200 && (data3.length > 400 || func1(data3) > 200)){
validate119.errors = [{instancePath:instancePath+"/operation_name",schemaPath:"#/properties/operation_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate119.errors = [{instancePath:instancePath+"/operation_name",schemaPath:"#/properties/operation_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate119.errors = [{instancePath:instancePath+"/operation_name",schemaPath:"#/properties/operation_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_list_markets = validate120;
const schema131 = {"type":"object","description":"Arguments of `storefront_list_markets`. All optional; `{}` lists every market.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"true = only enabled markets; false = only disabled ones; omit for all."}},"examples":[{},{"enabled":true}],"$id":"urn:storeops:input:storefront_list_markets"};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_list_markets" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
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
if(!(key0 === "enabled")){
validate120.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
validate120.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_set_metafield = validate121;
const schema132 = {"type":"object","description":"Arguments of `storefront_set_metafield`. Name the product by `product_id` or `handle` (exactly one).","required":["namespace","key","type","value"],"additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID `id` (from query_products). Give this or `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."},"namespace":{"type":"string","minLength":3,"maxLength":255,"pattern":"^[a-z0-9_-]+$","description":"Metafield namespace, 3..255 characters of `a-z`, `0-9`, `_` and `-` (e.g. `custom`)."},"key":{"type":"string","minLength":2,"maxLength":64,"pattern":"^[a-z0-9_-]+$","description":"Metafield key, 2..64 characters of `a-z`, `0-9`, `_` and `-` (e.g. `fabric_weight_gsm`)."},"type":{"type":"string","enum":["single_line_text_field","multi_line_text_field","number_integer","number_decimal","boolean","date","url","json","list.single_line_text_field"],"description":"The storefront metafield type; `value` must follow its rule: `single_line_text_field` text without line breaks; `multi_line_text_field` any text; `number_integer` an integer such as `42` (at most 9007199254740991 in size); `number_decimal` a decimal such as `12.5` (at most 15 digits); `boolean` `true` or `false`; `date` a calendar date `YYYY-MM-DD`; `url` an absolute http or https URL; `json` a JSON document; `list.single_line_text_field` a JSON array of 1..128 non-empty strings without line breaks. Setting an existing metafield with another type replaces the type too."},"value":{"type":"string","minLength":1,"maxLength":65536,"description":"The value as text (as the storefront's API takes it), at most 65536 characters, checked against `type`'s rule: a value that breaks it answers 400 `invalid_request` naming `value` and the rule."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"handle":"alpine-cardigan","namespace":"custom","key":"fabric_weight_gsm","type":"number_integer","value":"320","reason":"Shown in the size and fabric guide"}],"$id":"urn:storeops:input:storefront_set_metafield"};
const pattern39 = new RegExp("^[a-z0-9_-]+$", "u");

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_set_metafield" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.namespace === undefined) && (missing0 = "namespace")) || ((data.key === undefined) && (missing0 = "key"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.value === undefined) && (missing0 = "value"))){
validate121.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "product_id") || (key0 === "handle")) || (key0 === "namespace")) || (key0 === "key")) || (key0 === "type")) || (key0 === "value")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate121.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate121.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate121.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate121.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate121.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data2 = data.namespace;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern39.test(data2)){
validate121.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""}];
return false;
}
else {
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate121.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 3 || (data2.length < 6 && func1(data2) < 3)){
validate121.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"}];
return false;
}
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
let data3 = data.key;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern39.test(data3)){
validate121.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""}];
return false;
}
else {
if(data3.length > 64 && (data3.length > 128 || func1(data3) > 64)){
validate121.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data3.length < 2 || (data3.length < 4 && func1(data3) < 2)){
validate121.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate121.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data4 === "single_line_text_field") || (data4 === "multi_line_text_field")) || (data4 === "number_integer")) || (data4 === "number_decimal")) || (data4 === "boolean")) || (data4 === "date")) || (data4 === "url")) || (data4 === "json")) || (data4 === "list.single_line_text_field"))){
validate121.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema132.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data5 = data.value;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 65536 && (data5.length > 131072 || func1(data5) > 65536)){
validate121.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate121.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data6 = data.reason;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 500 && (data6.length > 1000 || func1(data6) > 500)){
validate121.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate121.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate121.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate121.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_set_product_status = validate122;
const schema133 = {"type":"object","description":"Arguments of `storefront_set_product_status`. Name the product by `product_id` or `handle` (exactly one).","required":["status"],"additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID `id` (from query_products). Give this or `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle, e.g. `brushed-henley`. Give this or `product_id`."},"status":{"type":"string","description":"The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.","enum":["active","draft","archived"]},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"handle":"brushed-henley","status":"active","reason":"Photos and copy are ready"}],"$id":"urn:storeops:input:storefront_set_product_status"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_set_product_status" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "product_id") || (key0 === "handle")) || (key0 === "status")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate122.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate122.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate122.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate122.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate122.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate122.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "draft")) || (data2 === "archived"))){
validate122.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema133.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate122.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate122.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate122.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate122.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_content = validate123;
const schema134 = {"type":"object","description":"Arguments of `storefront_update_content`. Name the product by `product_id` or `handle` (exactly one); give at least one of `title`, `description_html`, `seo_title`, `seo_description`.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID `id` (from query_products). Give this or `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."},"title":{"type":"string","minLength":1,"maxLength":255,"description":"New title, 1..255 characters (not only spaces)."},"description_html":{"type":"string","maxLength":65536,"description":"New description as HTML, at most 65536 characters; empty clears it."},"seo_title":{"type":["string","null"],"maxLength":70,"description":"New SEO title (search result headline), at most 70 characters; `null` clears it (the storefront then uses the title)."},"seo_description":{"type":["string","null"],"maxLength":320,"description":"New SEO description (search result snippet), at most 320 characters; `null` clears it."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"handle":"alpine-cardigan","seo_title":"Alpine Cardigan in Merino Wool | Northwind Outfitters","seo_description":"A soft merino cardigan for cold mornings. Free returns within 30 days.","reason":"Search snippet rewrite"}],"$id":"urn:storeops:input:storefront_update_content"};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_content" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
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
if(!((((((((key0 === "product_id") || (key0 === "handle")) || (key0 === "title")) || (key0 === "description_html")) || (key0 === "seo_title")) || (key0 === "seo_description")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate123.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate123.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate123.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate123.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate123.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data2 = data.title;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate123.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate123.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description_html !== undefined){
let data3 = data.description_html;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(data3.length > 65536 && (data3.length > 131072 || func1(data3) > 65536)){
validate123.errors = [{instancePath:instancePath+"/description_html",schemaPath:"#/properties/description_html/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate123.errors = [{instancePath:instancePath+"/description_html",schemaPath:"#/properties/description_html/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seo_title !== undefined){
let data4 = data.seo_title;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate123.errors = [{instancePath:instancePath+"/seo_title",schemaPath:"#/properties/seo_title/type",keyword:"type",params:{type: schema134.properties.seo_title.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 70 && (data4.length > 140 || func1(data4) > 70)){
validate123.errors = [{instancePath:instancePath+"/seo_title",schemaPath:"#/properties/seo_title/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seo_description !== undefined){
let data5 = data.seo_description;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate123.errors = [{instancePath:instancePath+"/seo_description",schemaPath:"#/properties/seo_description/type",keyword:"type",params:{type: schema134.properties.seo_description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 320 && (data5.length > 640 || func1(data5) > 320)){
validate123.errors = [{instancePath:instancePath+"/seo_description",schemaPath:"#/properties/seo_description/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
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
if(data.reason !== undefined){
let data6 = data.reason;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 500 && (data6.length > 1000 || func1(data6) > 500)){
validate123.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate123.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate123.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate123.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate123.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_inventory = validate124;
const schema135 = {"type":"object","description":"Arguments of `storefront_update_inventory`.","required":["variant_id","quantity"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"quantity":{"type":"integer","minimum":0,"maximum":1000000,"description":"The new on-hand quantity in units, 0..1,000,000. An absolute count (what a stock take found), not a delta: the variant's `inventory_quantity` becomes exactly this."},"reason":{"type":"string","maxLength":500,"description":"Why (at most 500 characters), shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"variant_id":"44012347040589","quantity":24,"reason":"Stock take: 24 found in the back room"}],"$id":"urn:storeops:input:storefront_update_inventory"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_inventory" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
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
validate124.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "variant_id") || (key0 === "quantity")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate124.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate124.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate124.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate124.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate124.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate124.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate124.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate124.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate124.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate124.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate124.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_shipping_address = validate125;
const schema136 = {"type":"object","description":"Arguments of `storefront_update_shipping_address`: the order (not fulfilled, not partly fulfilled, not cancelled) and its new shipping address.","required":["order_id","shipping_address"],"additionalProperties":false,"properties":{"order_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$","description":"The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`."},"shipping_address":{"type":"object","description":"The new address. `name`, `address1` and `country_code` are required; leading and trailing spaces are trimmed and an empty optional field counts as absent (stored as null). For `US`, `DE`, `FR`, `NL`, `BE`, `AT`, `DK`, `GB` and `IE` the postal code is required and checked against the country's format (`NL` `1015 BN`, `GB` `E2 7DJ`, `US` `11211` or `11211-1234`); `country_code` must be an assigned ISO 3166-1 alpha-2 code.","required":["name","address1","country_code"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":255,"description":"Recipient's name."},"address1":{"type":"string","minLength":1,"maxLength":255,"description":"Street and number."},"address2":{"type":"string","maxLength":255,"description":"Apartment, floor, company."},"city":{"type":"string","maxLength":120,"description":"City or town."},"province_code":{"type":"string","maxLength":10,"pattern":"^[A-Za-z0-9]{0,10}$","description":"Subdivision code without the country prefix (e.g. `NY`, `NH`)."},"postal_code":{"type":"string","maxLength":20,"description":"Postal code."},"country_code":{"type":"string","minLength":2,"maxLength":2,"pattern":"^[A-Za-z]{2}$","description":"ISO 3166-1 alpha-2 country code (e.g. `NL`); upper-cased."},"phone":{"type":"string","maxLength":40,"pattern":"^[0-9+()./ -]*$","description":"Recipient's phone (digits, spaces and `+()./-`)."}}},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"order_id":"5000000006298","shipping_address":{"name":"Emma de Vries","address1":"Prinsengracht 263","address2":"2nd floor","city":"Amsterdam","province_code":"NH","postal_code":"1016 GV","country_code":"NL","phone":"+31 20 555 0143"},"reason":"Customer moved before the parcel shipped"}],"$id":"urn:storeops:input:storefront_update_shipping_address"};
const pattern42 = new RegExp("^[A-Za-z0-9]{0,10}$", "u");
const pattern43 = new RegExp("^[A-Za-z]{2}$", "u");
const pattern44 = new RegExp("^[0-9+()./ -]*$", "u");

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_shipping_address" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.order_id === undefined) && (missing0 = "order_id")) || ((data.shipping_address === undefined) && (missing0 = "shipping_address"))){
validate125.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "order_id") || (key0 === "shipping_address")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate125.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.order_id !== undefined){
let data0 = data.order_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern34.test(data0)){
validate125.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/pattern",keyword:"pattern",params:{pattern: "^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"},message:"must match pattern \""+"^(#?[0-9]{1,10}|[0-9]{11,20}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"+"\""}];
return false;
}
else {
if(data0.length > 64 && (data0.length > 128 || func1(data0) > 64)){
validate125.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate125.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shipping_address !== undefined){
let data1 = data.shipping_address;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.name === undefined) && (missing1 = "name")) || ((data1.address1 === undefined) && (missing1 = "address1"))) || ((data1.country_code === undefined) && (missing1 = "country_code"))){
validate125.errors = [{instancePath:instancePath+"/shipping_address",schemaPath:"#/properties/shipping_address/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((((((key1 === "name") || (key1 === "address1")) || (key1 === "address2")) || (key1 === "city")) || (key1 === "province_code")) || (key1 === "postal_code")) || (key1 === "country_code")) || (key1 === "phone"))){
validate125.errors = [{instancePath:instancePath+"/shipping_address",schemaPath:"#/properties/shipping_address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.name !== undefined){
let data2 = data1.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(data2.length > 255 && (data2.length > 510 || func1(data2) > 255)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/name",schemaPath:"#/properties/shipping_address/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/name",schemaPath:"#/properties/shipping_address/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/name",schemaPath:"#/properties/shipping_address/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.address1 !== undefined){
let data3 = data1.address1;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(data3.length > 255 && (data3.length > 510 || func1(data3) > 255)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/address1",schemaPath:"#/properties/shipping_address/properties/address1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/address1",schemaPath:"#/properties/shipping_address/properties/address1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/address1",schemaPath:"#/properties/shipping_address/properties/address1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.address2 !== undefined){
let data4 = data1.address2;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length > 255 && (data4.length > 510 || func1(data4) > 255)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/address2",schemaPath:"#/properties/shipping_address/properties/address2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/address2",schemaPath:"#/properties/shipping_address/properties/address2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.city !== undefined){
let data5 = data1.city;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(data5.length > 120 && (data5.length > 240 || func1(data5) > 120)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/city",schemaPath:"#/properties/shipping_address/properties/city/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"}];
return false;
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/city",schemaPath:"#/properties/shipping_address/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.province_code !== undefined){
let data6 = data1.province_code;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern42.test(data6)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/province_code",schemaPath:"#/properties/shipping_address/properties/province_code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]{0,10}$"},message:"must match pattern \""+"^[A-Za-z0-9]{0,10}$"+"\""}];
return false;
}
else {
if(data6.length > 10 && (data6.length > 20 || func1(data6) > 10)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/province_code",schemaPath:"#/properties/shipping_address/properties/province_code/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/province_code",schemaPath:"#/properties/shipping_address/properties/province_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.postal_code !== undefined){
let data7 = data1.postal_code;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(data7.length > 20 && (data7.length > 40 || func1(data7) > 20)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/postal_code",schemaPath:"#/properties/shipping_address/properties/postal_code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/postal_code",schemaPath:"#/properties/shipping_address/properties/postal_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.country_code !== undefined){
let data8 = data1.country_code;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(!pattern43.test(data8)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/country_code",schemaPath:"#/properties/shipping_address/properties/country_code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{2}$"},message:"must match pattern \""+"^[A-Za-z]{2}$"+"\""}];
return false;
}
else {
if(data8.length > 2 && (data8.length > 4 || func1(data8) > 2)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/country_code",schemaPath:"#/properties/shipping_address/properties/country_code/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"}];
return false;
}
else {
if(data8.length < 2 || (data8.length < 4 && func1(data8) < 2)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/country_code",schemaPath:"#/properties/shipping_address/properties/country_code/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/country_code",schemaPath:"#/properties/shipping_address/properties/country_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.phone !== undefined){
let data9 = data1.phone;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(!pattern44.test(data9)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/phone",schemaPath:"#/properties/shipping_address/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()./ -]*$"},message:"must match pattern \""+"^[0-9+()./ -]*$"+"\""}];
return false;
}
else {
if(data9.length > 40 && (data9.length > 80 || func1(data9) > 40)){
validate125.errors = [{instancePath:instancePath+"/shipping_address/phone",schemaPath:"#/properties/shipping_address/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/shipping_address/phone",schemaPath:"#/properties/shipping_address/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
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
validate125.errors = [{instancePath:instancePath+"/shipping_address",schemaPath:"#/properties/shipping_address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data10 = data.reason;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 500 && (data10.length > 1000 || func1(data10) > 500)){
validate125.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate125.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency_key !== undefined){
let data11 = data.idempotency_key;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(data11.length > 255 && (data11.length > 510 || func1(data11) > 255)){
validate125.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data11.length < 1 || (data11.length < 2 && func1(data11) < 1)){
validate125.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_tags = validate126;
const schema137 = {"type":"object","description":"Arguments of `storefront_update_tags`. Name the product by `product_id` or `handle` (exactly one); give at least one tag in `add` or `remove`.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","maxLength":36,"description":"The product's UUID `id` (from query_products). Give this or `handle`."},"handle":{"type":"string","minLength":1,"maxLength":255,"description":"The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`."},"add":{"type":"array","maxItems":250,"items":{"type":"string","minLength":1,"maxLength":300},"description":"Tags to add (at most 250): each trimmed, then 1..255 characters and no comma; one the product has already (in any case) is left as it is."},"remove":{"type":"array","maxItems":250,"items":{"type":"string","minLength":1,"maxLength":300},"description":"Tags to remove (at most 250), matched case-insensitively after trimming; one the product does not have is ignored."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"handle":"alpine-cardigan","add":["gift-guide-2026","Merino"],"reason":"Holiday gift guide"}],"$id":"urn:storeops:input:storefront_update_tags"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_tags" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
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
if(!((((((key0 === "product_id") || (key0 === "handle")) || (key0 === "add")) || (key0 === "remove")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate126.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate126.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate126.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.handle !== undefined){
let data1 = data.handle;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 255 && (data1.length > 510 || func1(data1) > 255)){
validate126.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate126.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.add !== undefined){
let data2 = data.add;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 250){
validate126.errors = [{instancePath:instancePath+"/add",schemaPath:"#/properties/add/maxItems",keyword:"maxItems",params:{limit: 250},message:"must NOT have more than 250 items"}];
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
if(data3.length > 300 && (data3.length > 600 || func1(data3) > 300)){
validate126.errors = [{instancePath:instancePath+"/add/" + i0,schemaPath:"#/properties/add/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate126.errors = [{instancePath:instancePath+"/add/" + i0,schemaPath:"#/properties/add/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/add/" + i0,schemaPath:"#/properties/add/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/add",schemaPath:"#/properties/add/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remove !== undefined){
let data4 = data.remove;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length > 250){
validate126.errors = [{instancePath:instancePath+"/remove",schemaPath:"#/properties/remove/maxItems",keyword:"maxItems",params:{limit: 250},message:"must NOT have more than 250 items"}];
return false;
}
else {
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(data5.length > 300 && (data5.length > 600 || func1(data5) > 300)){
validate126.errors = [{instancePath:instancePath+"/remove/" + i1,schemaPath:"#/properties/remove/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(data5.length < 1 || (data5.length < 2 && func1(data5) < 1)){
validate126.errors = [{instancePath:instancePath+"/remove/" + i1,schemaPath:"#/properties/remove/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/remove/" + i1,schemaPath:"#/properties/remove/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/remove",schemaPath:"#/properties/remove/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data6 = data.reason;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length > 500 && (data6.length > 1000 || func1(data6) > 500)){
validate126.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate126.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate126.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data7.length < 1 || (data7.length < 2 && func1(data7) < 1)){
validate126.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate126.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_variant_cost = validate127;
const schema138 = {"type":"object","description":"Arguments of `storefront_update_variant_cost`.","required":["variant_id","unit_cost","reason"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants or get_product_costs, e.g. `44012346633385`) or its UUID `id`."},"unit_cost":{"type":"number","minimum":0,"maximum":1000000,"x-decimal-places":2,"description":"New unit cost in the store currency's major units, 0..1000000, with at most 2 digits after the decimal point (`x-decimal-places: 2`); more decimals answer 400 `invalid_request` naming `unit_cost`."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, shown on the approval card and the receipt."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"variant_id":"44012346633385","unit_cost":58.4,"reason":"Supplier invoice 2026-114"}],"$id":"urn:storeops:input:storefront_update_variant_cost"};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_variant_cost" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.variant_id === undefined) && (missing0 = "variant_id")) || ((data.unit_cost === undefined) && (missing0 = "unit_cost"))) || ((data.reason === undefined) && (missing0 = "reason"))){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "variant_id") || (key0 === "unit_cost")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate127.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate127.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate127.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unit_cost !== undefined){
let data1 = data.unit_cost;
const _errs4 = errors;
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate127.errors = [{instancePath:instancePath+"/unit_cost",schemaPath:"#/properties/unit_cost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate127.errors = [{instancePath:instancePath+"/unit_cost",schemaPath:"#/properties/unit_cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!Number.isInteger(data1) && Math.round(data1 * 100) / 100 !== data1){
validate127.errors = [{instancePath:instancePath+"/unit_cost",schemaPath:"#/properties/unit_cost/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/unit_cost",schemaPath:"#/properties/unit_cost/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate127.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate127.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate127.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate127.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storefront_update_variant_price = validate128;
const schema139 = {"type":"object","description":"Arguments of `storefront_update_variant_price`.","required":["variant_id","new_price"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","minLength":1,"maxLength":64,"description":"The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`."},"new_price":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-decimal-places":2,"description":"New price in the store currency's major units, above 0 and at most 1000000, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18). Stated as `x-decimal-places: 2`, not `multipleOf: 0.01`, which binary floating point gets wrong for some valid prices; more decimals answer 400 `invalid_request` naming `new_price`."},"reason":{"type":"string","maxLength":500,"description":"Why, shown on the approval card."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"variant_id":"44012347031486","new_price":39.95,"reason":"Match competitor price"}],"$id":"urn:storeops:input:storefront_update_variant_price"};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:storefront_update_variant_price" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
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
validate128.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "variant_id") || (key0 === "new_price")) || (key0 === "reason")) || (key0 === "idempotency_key"))){
validate128.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate128.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate128.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate128.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 <= 0 || isNaN(data1)){
validate128.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
else {
if(!Number.isInteger(data1) && Math.round(data1 * 100) / 100 !== data1){
validate128.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/x-decimal-places",keyword:"x-decimal-places",params:{limit: 2},message:"must have at most 2 decimal places"}];
return false;
}
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/new_price",schemaPath:"#/properties/new_price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate128.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate128.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate128.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate128.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_create = validate129;
const schema140 = {"type":"object","description":"Arguments of `subscription_create` (seed: Resources, \"Subscription\"): the endpoint, an optional filter, an optional description.","required":["url"],"additionalProperties":false,"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"description":"1..50 distinct entries, each an exact store event type or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every store event type the calling credential may read (today and as the catalogue grows); that set must not be empty. Finance types (`fin.*`) are subscribed per entity with `finance_subscription_create`.","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":"string","minLength":1,"maxLength":500,"description":"For a person, 1..500 characters, e.g. `ERP order export`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"examples":[{"url":"https://example.com/webhooks/storeops","event_types":["order.*"],"description":"Order sync"}],"$id":"urn:storeops:input:subscription_create"};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_create" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
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
validate129.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "url") || (key0 === "event_types")) || (key0 === "description")) || (key0 === "idempotency_key"))){
validate129.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate129.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate129.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data1.length < 1){
validate129.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
if(!pattern10.test(data2)){
validate129.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data2.length > 100 && (data2.length > 200 || func1(data2) > 100)){
validate129.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate129.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate129.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate129.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate129.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate129.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_delete = validate130;
const schema141 = {"type":"object","description":"Arguments of `subscription_delete`.","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_delete"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_delete" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
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
validate130.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "subscription_id") || (key0 === "idempotency_key"))){
validate130.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate130.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate130.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate130.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate130.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate130.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate130.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate130.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_deliveries = validate131;
const schema142 = {"type":"object","description":"Arguments of `subscription_deliveries`.","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"state":{"type":"string","description":"State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).","enum":["pending","succeeded","failed","cancelled"]},"event_type":{"type":"string","minLength":1,"maxLength":100,"description":"Only deliveries of this exact event type."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Deliveries per page, 1..50 (default 20), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:subscription_deliveries"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_deliveries" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
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
validate131.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "subscription_id") || (key0 === "state")) || (key0 === "event_type")) || (key0 === "limit")) || (key0 === "before"))){
validate131.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate131.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate131.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate131.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate131.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "pending") || (data1 === "succeeded")) || (data1 === "failed")) || (data1 === "cancelled"))){
validate131.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema142.properties.state.enum},message:"must be equal to one of the allowed values"}];
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
validate131.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data2.length < 1 || (data2.length < 2 && func1(data2) < 1)){
validate131.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate131.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate131.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate131.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate131.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate131.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate131.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate131.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_list = validate132;
const schema143 = {"type":"object","description":"Arguments of `subscription_list`. Every filter is optional; filters combine with AND.","additionalProperties":false,"properties":{"kind":{"type":"string","description":"`store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).","enum":["store","finance"]},"entity_id":{"type":"string","format":"uuid","maxLength":36,"description":"Only the finance subscriptions of this finance entity."},"state":{"type":"string","description":"State of a webhook subscription (seed: States and transitions, \"Webhook endpoint\"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.","enum":["active","disabled","unsubscribed"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"description":"Subscriptions per page, 1..100 (default 50), newest first."},"before":{"type":"string","maxLength":200,"description":"Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`."}},"$id":"urn:storeops:input:subscription_list"};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_list" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
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
validate132.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate132.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "store") || (data0 === "finance"))){
validate132.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema143.properties.kind.enum},message:"must be equal to one of the allowed values"}];
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
validate132.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data1.length > 36 && (data1.length > 72 || func1(data1) > 36)){
validate132.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate132.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "disabled")) || (data2 === "unsubscribed"))){
validate132.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema143.properties.state.enum},message:"must be equal to one of the allowed values"}];
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
validate132.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate132.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate132.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate132.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate132.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_redeliver = validate133;
const schema144 = {"type":"object","description":"Arguments of `subscription_redeliver`.","required":["delivery_id"],"additionalProperties":false,"properties":{"delivery_id":{"type":"string","format":"uuid","maxLength":36,"description":"The delivery to send again (`id` from `subscription_deliveries`): a finished one (`succeeded`, `failed` or `cancelled`) of an `active` subscription of this store. Anything else answers `invalid_request` naming `delivery_id`."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_redeliver"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_redeliver" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
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
validate133.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "delivery_id") || (key0 === "idempotency_key"))){
validate133.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate133.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate133.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate133.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate133.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate133.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate133.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscription_update = validate134;
const schema145 = {"type":"object","description":"Arguments of `subscription_update`: the subscription and the fields to change; fields not sent keep their value (sending none changes nothing). `kind` and `entity_id` never change (delete and create instead).","required":["subscription_id"],"additionalProperties":false,"properties":{"subscription_id":{"type":"string","format":"uuid","maxLength":36,"description":"The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`."},"url":{"type":"string","minLength":1,"maxLength":2048,"x-egress-target":true,"description":"The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port."},"event_types":{"type":["array","null"],"minItems":1,"maxItems":50,"uniqueItems":true,"description":"The new filter, replacing the old one, checked as on creation (each entry must match a catalogued type of the subscription's family, and the calling credential needs the read scope of every type it matches); null removes the filter (every type the subscription's `scopes` may read).","items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9_.]*\\*?$","description":"One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`)."}},"description":{"type":["string","null"],"minLength":1,"maxLength":500,"description":"New description, 1..500 characters; null removes it."},"state":{"type":"string","enum":["active","disabled"],"description":"`active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0; events from now on are delivered; what happened meanwhile is not, redeliver it with `subscription_redeliver`); `disabled` stops deliveries until re-enabled (pending deliveries are cancelled)."},"idempotency_key":{"type":"string","minLength":1,"maxLength":255,"description":"Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours."}},"$id":"urn:storeops:input:subscription_update"};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:subscription_update" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
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
validate134.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "subscription_id") || (key0 === "url")) || (key0 === "event_types")) || (key0 === "description")) || (key0 === "state")) || (key0 === "idempotency_key"))){
validate134.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate134.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
else {
if(data0.length > 36 && (data0.length > 72 || func1(data0) > 36)){
validate134.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"}];
return false;
}
}
}
else {
validate134.errors = [{instancePath:instancePath+"/subscription_id",schemaPath:"#/properties/subscription_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate134.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(data1.length < 1 || (data1.length < 2 && func1(data1) < 1)){
validate134.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate134.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate134.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/type",keyword:"type",params:{type: schema145.properties.event_types.type},message:"must be array,null"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate134.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate134.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
if(!pattern10.test(data3)){
validate134.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_.]*\\*?$"},message:"must match pattern \""+"^[a-z0-9_.]*\\*?$"+"\""}];
return false;
}
else {
if(data3.length > 100 && (data3.length > 200 || func1(data3) > 100)){
validate134.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 && func1(data3) < 1)){
validate134.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
else {
validate134.errors = [{instancePath:instancePath+"/event_types/" + i0,schemaPath:"#/properties/event_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate134.errors = [{instancePath:instancePath+"/event_types",schemaPath:"#/properties/event_types/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
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
validate134.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema145.properties.description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 500 && (data4.length > 1000 || func1(data4) > 500)){
validate134.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func1(data4) < 1)){
validate134.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
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
validate134.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "active") || (data5 === "disabled"))){
validate134.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema145.properties.state.enum},message:"must be equal to one of the allowed values"}];
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
validate134.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(data6.length < 1 || (data6.length < 2 && func1(data6) < 1)){
validate134.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate134.errors = [{instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate134.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const where_in_service = validate135;
const schema146 = {"type":"object","description":"Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.","additionalProperties":false,"properties":{"question":{"type":"string","minLength":1,"maxLength":500,"description":"Plain-language question such as \"where do I turn on auto-apply for an API key?\", 1..500 characters. Omit for the whole map."}},"examples":[{"question":"where do I switch an agent from dry run to live?"},{}],"$id":"urn:storeops:input:where_in_service"};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:where_in_service" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
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
validate135.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate135.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 && func1(data0) < 1)){
validate135.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate135.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Input validator per operation name. */
export const inputValidators = { approval_list, approval_status, approval_submit, approval_withdraw, create_alert, cross_store_link_status, cs_copilot_ask, cs_send_reply, cs_triage_thread, disable_automation, enable_automation, finance_accounts_list, finance_balance_sheet, finance_bank_account_create, finance_bank_account_update, finance_bank_accounts_list, finance_bank_statement_import, finance_bank_transaction_dismiss, finance_bank_transaction_undismiss, finance_bank_transactions_list, finance_changes, finance_einvoice_messages_list, finance_entities_list, finance_export_create, finance_export_download, finance_export_status, finance_journal_entries_list, finance_period_close, finance_period_reopen, finance_periods_list, finance_profit_and_loss, finance_proposals_list, finance_subscription_create, finance_trial_balance, find_similar_products, get_ai_readiness, get_ai_repairs, get_alerts, get_calibration, get_content_versions, get_cs_attention, get_cs_thread, get_cs_threads, get_discount_history, get_disputes, get_expenses, get_job_runs, get_orders, get_orders_summary, get_product_costs, get_product_detail, get_promotion_detail, get_recent_decisions, get_reviews, get_store_overview, get_store_settings, get_variants, inspect_cost_import, inspect_expense_import, intent_declare, intent_list, intent_release, intent_revert, intent_status, list_store_actions, merchant_delete_supplemental_labels, merchant_get_account_issues, merchant_get_product_views, merchant_run_report, merchant_upsert_supplemental_labels, policy_create, policy_delete, policy_list, policy_update, propose_cost_import, propose_cross_store_link, propose_discount, propose_draft, propose_expense_import, propose_state_transition, query_performance, query_products, receipts_list, receipts_price_memory, run_calibration, run_sync_catalog, run_sync_orders, sandbox_approval_decide, set_automation_enabled, set_kill_switch, simulate, storefront_cancel_order, storefront_create_discount_code, storefront_create_gift_card, storefront_create_refund, storefront_get_shop_profile, storefront_graphql_query, storefront_list_markets, storefront_set_metafield, storefront_set_product_status, storefront_update_content, storefront_update_inventory, storefront_update_shipping_address, storefront_update_tags, storefront_update_variant_cost, storefront_update_variant_price, subscription_create, subscription_delete, subscription_deliveries, subscription_list, subscription_redeliver, subscription_update, where_in_service };

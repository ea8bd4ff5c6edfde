// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
// @ts-nocheck -- ajv standalone output; the exported tables are typed below
import { createRequire } from 'node:module';
import type { EventType } from './events';
const require = createRequire(import.meta.url);

export const data_order_created = validate23;
const schema34 = {"type":"object","description":"A new order was recorded (from the storefront sync or any sales channel). `order` is the order as `get_orders` returns it at that moment.","required":["order_id","order"],"additionalProperties":false,"properties":{"order_id":{"type":"string","format":"uuid","description":"The order's id (also the event's `subject`)."},"order":{"type":"object","description":"One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`.","required":["id","order_number","customer_ref","channel","currency","subtotal","discount","shipping","tax","total","refunded","financial_status","fulfillment_status","line_item_count","line_items","refunds","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Order identifier."},"order_number":{"type":"integer","minimum":1,"description":"Order number shown to the customer, increasing per store (from 1001)."},"customer_ref":{"type":"string","description":"Customer reference (e.g. `cus_…`)."},"channel":{"type":"string","enum":["online_store","marketplace","pos","wholesale"],"description":"Sales channel."},"currency":{"type":"string","description":"ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).","pattern":"^[A-Z]{3}$","examples":["EUR"]},"subtotal":{"type":"number","minimum":0,"description":"Sum of line items before discount, shipping and tax."},"discount":{"type":"number","minimum":0,"description":"Discount deducted (a positive amount)."},"shipping":{"type":"number","minimum":0,"description":"Shipping charged."},"tax":{"type":"number","minimum":0,"description":"Tax charged."},"total":{"type":"number","minimum":0,"description":"Amount charged."},"refunded":{"type":"number","minimum":0,"description":"Amount refunded so far (sum of `refunds`)."},"financial_status":{"type":"string","enum":["paid","partially_refunded","refunded"],"description":"Payment state."},"fulfillment_status":{"type":"string","enum":["fulfilled","partial","unfulfilled"],"description":"Shipping state."},"line_item_count":{"type":"integer","minimum":0,"description":"Number of line items (the length of `line_items`)."},"line_items":{"type":"array","description":"Lines of the order.","items":{"type":"object","description":"One line of an order. Money in the order's currency, major units.","required":["title","sku","quantity","unit_price","total","product_id","variant_id"],"additionalProperties":false,"properties":{"title":{"type":"string","description":"Line title as sold."},"sku":{"type":["string","null"],"description":"SKU sold; null when the line had none."},"quantity":{"type":"integer","minimum":1,"description":"Units sold."},"unit_price":{"type":"number","minimum":0,"description":"Price per unit."},"total":{"type":"number","minimum":0,"description":"Line total."},"product_id":{"type":["string","null"],"format":"uuid","description":"Product sold; null when it is not (or no longer) in the catalogue."},"variant_id":{"type":["string","null"],"format":"uuid","description":"Variant sold; null when it is not (or no longer) in the catalogue."}}}},"refunds":{"type":"array","description":"Refunds recorded against the order, oldest first; empty when none.","items":{"type":"object","description":"One refund recorded against an order.","required":["id","amount","reason","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Refund identifier."},"amount":{"type":"number","minimum":0,"description":"Amount refunded, decimal in the order's currency, major units."},"reason":{"type":"string","enum":["damaged","not_as_described","late_delivery","changed_mind","other"],"description":"Why it was refunded."},"created_at":{"type":"string","format":"date-time","description":"When the refund was recorded (ISO 8601)."}}}},"created_at":{"type":"string","format":"date-time","description":"When the order was placed (ISO 8601)."}}}},"$id":"urn:storeops:event-data:order.created"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats10 = require("ajv-formats/dist/formats").fullFormats["date-time"];
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[A-Z]{3}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:order.created" */;
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
let missing0;
if(((data.order_id === undefined) && (missing0 = "order_id")) || ((data.order === undefined) && (missing0 = "order"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "order_id") || (key0 === "order"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.order_id !== undefined){
let data0 = data.order_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate23.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.order !== undefined){
let data1 = data.order;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((((((((((((((((data1.id === undefined) && (missing1 = "id")) || ((data1.order_number === undefined) && (missing1 = "order_number"))) || ((data1.customer_ref === undefined) && (missing1 = "customer_ref"))) || ((data1.channel === undefined) && (missing1 = "channel"))) || ((data1.currency === undefined) && (missing1 = "currency"))) || ((data1.subtotal === undefined) && (missing1 = "subtotal"))) || ((data1.discount === undefined) && (missing1 = "discount"))) || ((data1.shipping === undefined) && (missing1 = "shipping"))) || ((data1.tax === undefined) && (missing1 = "tax"))) || ((data1.total === undefined) && (missing1 = "total"))) || ((data1.refunded === undefined) && (missing1 = "refunded"))) || ((data1.financial_status === undefined) && (missing1 = "financial_status"))) || ((data1.fulfillment_status === undefined) && (missing1 = "fulfillment_status"))) || ((data1.line_item_count === undefined) && (missing1 = "line_item_count"))) || ((data1.line_items === undefined) && (missing1 = "line_items"))) || ((data1.refunds === undefined) && (missing1 = "refunds"))) || ((data1.created_at === undefined) && (missing1 = "created_at"))){
validate23.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(func1.call(schema34.properties.order.properties, key1))){
validate23.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.id !== undefined){
let data2 = data1.id;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate23.errors = [{instancePath:instancePath+"/order/id",schemaPath:"#/properties/order/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/id",schemaPath:"#/properties/order/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.order_number !== undefined){
let data3 = data1.order_number;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate23.errors = [{instancePath:instancePath+"/order/order_number",schemaPath:"#/properties/order/properties/order_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate23.errors = [{instancePath:instancePath+"/order/order_number",schemaPath:"#/properties/order/properties/order_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.customer_ref !== undefined){
const _errs11 = errors;
if(typeof data1.customer_ref !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/customer_ref",schemaPath:"#/properties/order/properties/customer_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.channel !== undefined){
let data5 = data1.channel;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/channel",schemaPath:"#/properties/order/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data5 === "online_store") || (data5 === "marketplace")) || (data5 === "pos")) || (data5 === "wholesale"))){
validate23.errors = [{instancePath:instancePath+"/order/channel",schemaPath:"#/properties/order/properties/channel/enum",keyword:"enum",params:{allowedValues: schema34.properties.order.properties.channel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.currency !== undefined){
let data6 = data1.currency;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate23.errors = [{instancePath:instancePath+"/order/currency",schemaPath:"#/properties/order/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/currency",schemaPath:"#/properties/order/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.subtotal !== undefined){
let data7 = data1.subtotal;
const _errs17 = errors;
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate23.errors = [{instancePath:instancePath+"/order/subtotal",schemaPath:"#/properties/order/properties/subtotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/subtotal",schemaPath:"#/properties/order/properties/subtotal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.discount !== undefined){
let data8 = data1.discount;
const _errs19 = errors;
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate23.errors = [{instancePath:instancePath+"/order/discount",schemaPath:"#/properties/order/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/discount",schemaPath:"#/properties/order/properties/discount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.shipping !== undefined){
let data9 = data1.shipping;
const _errs21 = errors;
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate23.errors = [{instancePath:instancePath+"/order/shipping",schemaPath:"#/properties/order/properties/shipping/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/shipping",schemaPath:"#/properties/order/properties/shipping/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.tax !== undefined){
let data10 = data1.tax;
const _errs23 = errors;
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate23.errors = [{instancePath:instancePath+"/order/tax",schemaPath:"#/properties/order/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/tax",schemaPath:"#/properties/order/properties/tax/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.total !== undefined){
let data11 = data1.total;
const _errs25 = errors;
if(errors === _errs25){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate23.errors = [{instancePath:instancePath+"/order/total",schemaPath:"#/properties/order/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/total",schemaPath:"#/properties/order/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.refunded !== undefined){
let data12 = data1.refunded;
const _errs27 = errors;
if(errors === _errs27){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate23.errors = [{instancePath:instancePath+"/order/refunded",schemaPath:"#/properties/order/properties/refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunded",schemaPath:"#/properties/order/properties/refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.financial_status !== undefined){
let data13 = data1.financial_status;
const _errs29 = errors;
if(typeof data13 !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/financial_status",schemaPath:"#/properties/order/properties/financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data13 === "paid") || (data13 === "partially_refunded")) || (data13 === "refunded"))){
validate23.errors = [{instancePath:instancePath+"/order/financial_status",schemaPath:"#/properties/order/properties/financial_status/enum",keyword:"enum",params:{allowedValues: schema34.properties.order.properties.financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.fulfillment_status !== undefined){
let data14 = data1.fulfillment_status;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/fulfillment_status",schemaPath:"#/properties/order/properties/fulfillment_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "fulfilled") || (data14 === "partial")) || (data14 === "unfulfilled"))){
validate23.errors = [{instancePath:instancePath+"/order/fulfillment_status",schemaPath:"#/properties/order/properties/fulfillment_status/enum",keyword:"enum",params:{allowedValues: schema34.properties.order.properties.fulfillment_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.line_item_count !== undefined){
let data15 = data1.line_item_count;
const _errs33 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate23.errors = [{instancePath:instancePath+"/order/line_item_count",schemaPath:"#/properties/order/properties/line_item_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate23.errors = [{instancePath:instancePath+"/order/line_item_count",schemaPath:"#/properties/order/properties/line_item_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.line_items !== undefined){
let data16 = data1.line_items;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data16)){
var valid2 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if((((((((data17.title === undefined) && (missing2 = "title")) || ((data17.sku === undefined) && (missing2 = "sku"))) || ((data17.quantity === undefined) && (missing2 = "quantity"))) || ((data17.unit_price === undefined) && (missing2 = "unit_price"))) || ((data17.total === undefined) && (missing2 = "total"))) || ((data17.product_id === undefined) && (missing2 = "product_id"))) || ((data17.variant_id === undefined) && (missing2 = "variant_id"))){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0,schemaPath:"#/properties/order/properties/line_items/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!(((((((key2 === "title") || (key2 === "sku")) || (key2 === "quantity")) || (key2 === "unit_price")) || (key2 === "total")) || (key2 === "product_id")) || (key2 === "variant_id"))){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0,schemaPath:"#/properties/order/properties/line_items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.title !== undefined){
const _errs40 = errors;
if(typeof data17.title !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/title",schemaPath:"#/properties/order/properties/line_items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs40 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.sku !== undefined){
let data19 = data17.sku;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/sku",schemaPath:"#/properties/order/properties/line_items/items/properties/sku/type",keyword:"type",params:{type: schema34.properties.order.properties.line_items.items.properties.sku.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.quantity !== undefined){
let data20 = data17.quantity;
const _errs44 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/quantity",schemaPath:"#/properties/order/properties/line_items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs44){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/quantity",schemaPath:"#/properties/order/properties/line_items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid3 = _errs44 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.unit_price !== undefined){
let data21 = data17.unit_price;
const _errs46 = errors;
if(errors === _errs46){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/unit_price",schemaPath:"#/properties/order/properties/line_items/items/properties/unit_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/unit_price",schemaPath:"#/properties/order/properties/line_items/items/properties/unit_price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs46 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.total !== undefined){
let data22 = data17.total;
const _errs48 = errors;
if(errors === _errs48){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/total",schemaPath:"#/properties/order/properties/line_items/items/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/total",schemaPath:"#/properties/order/properties/line_items/items/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.product_id !== undefined){
let data23 = data17.product_id;
const _errs50 = errors;
if((typeof data23 !== "string") && (data23 !== null)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/product_id",schemaPath:"#/properties/order/properties/line_items/items/properties/product_id/type",keyword:"type",params:{type: schema34.properties.order.properties.line_items.items.properties.product_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs50){
if(errors === _errs50){
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/product_id",schemaPath:"#/properties/order/properties/line_items/items/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid3 = _errs50 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.variant_id !== undefined){
let data24 = data17.variant_id;
const _errs52 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/variant_id",schemaPath:"#/properties/order/properties/line_items/items/properties/variant_id/type",keyword:"type",params:{type: schema34.properties.order.properties.line_items.items.properties.variant_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs52){
if(errors === _errs52){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0+"/variant_id",schemaPath:"#/properties/order/properties/line_items/items/properties/variant_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid3 = _errs52 === errors;
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
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/line_items/" + i0,schemaPath:"#/properties/order/properties/line_items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs37 === errors;
if(!valid2){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/line_items",schemaPath:"#/properties/order/properties/line_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.refunds !== undefined){
let data25 = data1.refunds;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data25)){
var valid4 = true;
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
const _errs56 = errors;
if(errors === _errs56){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing3;
if(((((data26.id === undefined) && (missing3 = "id")) || ((data26.amount === undefined) && (missing3 = "amount"))) || ((data26.reason === undefined) && (missing3 = "reason"))) || ((data26.created_at === undefined) && (missing3 = "created_at"))){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1,schemaPath:"#/properties/order/properties/refunds/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs58 = errors;
for(const key3 in data26){
if(!((((key3 === "id") || (key3 === "amount")) || (key3 === "reason")) || (key3 === "created_at"))){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1,schemaPath:"#/properties/order/properties/refunds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs58 === errors){
if(data26.id !== undefined){
let data27 = data26.id;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data27 === "string"){
if(!(formats0.test(data27))){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/id",schemaPath:"#/properties/order/properties/refunds/items/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/id",schemaPath:"#/properties/order/properties/refunds/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs59 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data26.amount !== undefined){
let data28 = data26.amount;
const _errs61 = errors;
if(errors === _errs61){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/amount",schemaPath:"#/properties/order/properties/refunds/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/amount",schemaPath:"#/properties/order/properties/refunds/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid5 = _errs61 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data26.reason !== undefined){
let data29 = data26.reason;
const _errs63 = errors;
if(typeof data29 !== "string"){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/reason",schemaPath:"#/properties/order/properties/refunds/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data29 === "damaged") || (data29 === "not_as_described")) || (data29 === "late_delivery")) || (data29 === "changed_mind")) || (data29 === "other"))){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/reason",schemaPath:"#/properties/order/properties/refunds/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema34.properties.order.properties.refunds.items.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs63 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data26.created_at !== undefined){
let data30 = data26.created_at;
const _errs65 = errors;
if(errors === _errs65){
if(errors === _errs65){
if(typeof data30 === "string"){
if(!(formats10.validate(data30))){
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/created_at",schemaPath:"#/properties/order/properties/refunds/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1+"/created_at",schemaPath:"#/properties/order/properties/refunds/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs65 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunds/" + i1,schemaPath:"#/properties/order/properties/refunds/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs56 === errors;
if(!valid4){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/refunds",schemaPath:"#/properties/order/properties/refunds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs54 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.created_at !== undefined){
let data31 = data1.created_at;
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(typeof data31 === "string"){
if(!(formats10.validate(data31))){
validate23.errors = [{instancePath:instancePath+"/order/created_at",schemaPath:"#/properties/order/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order/created_at",schemaPath:"#/properties/order/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs67 === errors;
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
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_order_created = validate24;
const schema35 = {"type":"object","description":"The CloudEvents 1.0 envelope of `order.created` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"order.created"},"subject":{"type":"string","format":"uuid","description":"The order id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A new order was recorded (from the storefront sync or any sales channel). `order` is the order as `get_orders` returns it at that moment.","required":["order_id","order"],"additionalProperties":false,"properties":{"order_id":{"type":"string","format":"uuid","description":"The order's id (also the event's `subject`)."},"order":{"type":"object","description":"One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`.","required":["id","order_number","customer_ref","channel","currency","subtotal","discount","shipping","tax","total","refunded","financial_status","fulfillment_status","line_item_count","line_items","refunds","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Order identifier."},"order_number":{"type":"integer","minimum":1,"description":"Order number shown to the customer, increasing per store (from 1001)."},"customer_ref":{"type":"string","description":"Customer reference (e.g. `cus_…`)."},"channel":{"type":"string","enum":["online_store","marketplace","pos","wholesale"],"description":"Sales channel."},"currency":{"type":"string","description":"ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).","pattern":"^[A-Z]{3}$","examples":["EUR"]},"subtotal":{"type":"number","minimum":0,"description":"Sum of line items before discount, shipping and tax."},"discount":{"type":"number","minimum":0,"description":"Discount deducted (a positive amount)."},"shipping":{"type":"number","minimum":0,"description":"Shipping charged."},"tax":{"type":"number","minimum":0,"description":"Tax charged."},"total":{"type":"number","minimum":0,"description":"Amount charged."},"refunded":{"type":"number","minimum":0,"description":"Amount refunded so far (sum of `refunds`)."},"financial_status":{"type":"string","enum":["paid","partially_refunded","refunded"],"description":"Payment state."},"fulfillment_status":{"type":"string","enum":["fulfilled","partial","unfulfilled"],"description":"Shipping state."},"line_item_count":{"type":"integer","minimum":0,"description":"Number of line items (the length of `line_items`)."},"line_items":{"type":"array","description":"Lines of the order.","items":{"type":"object","description":"One line of an order. Money in the order's currency, major units.","required":["title","sku","quantity","unit_price","total","product_id","variant_id"],"additionalProperties":false,"properties":{"title":{"type":"string","description":"Line title as sold."},"sku":{"type":["string","null"],"description":"SKU sold; null when the line had none."},"quantity":{"type":"integer","minimum":1,"description":"Units sold."},"unit_price":{"type":"number","minimum":0,"description":"Price per unit."},"total":{"type":"number","minimum":0,"description":"Line total."},"product_id":{"type":["string","null"],"format":"uuid","description":"Product sold; null when it is not (or no longer) in the catalogue."},"variant_id":{"type":["string","null"],"format":"uuid","description":"Variant sold; null when it is not (or no longer) in the catalogue."}}}},"refunds":{"type":"array","description":"Refunds recorded against the order, oldest first; empty when none.","items":{"type":"object","description":"One refund recorded against an order.","required":["id","amount","reason","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Refund identifier."},"amount":{"type":"number","minimum":0,"description":"Amount refunded, decimal in the order's currency, major units."},"reason":{"type":"string","enum":["damaged","not_as_described","late_delivery","changed_mind","other"],"description":"Why it was refunded."},"created_at":{"type":"string","format":"date-time","description":"When the refund was recorded (ISO 8601)."}}}},"created_at":{"type":"string","format":"date-time","description":"When the order was placed (ISO 8601)."}}}}}},"$id":"urn:storeops:event:order.created"};
const pattern5 = new RegExp("^/stores/[0-9a-zA-Z_-]+$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:order.created" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate24.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate24.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate24.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("order.created" !== data3){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "order.created"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate24.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate24.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate24.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate24.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate24.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.order_id === undefined) && (missing1 = "order_id")) || ((data8.order === undefined) && (missing1 = "order"))){
validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "order_id") || (key1 === "order"))){
validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.order_id !== undefined){
let data9 = data8.order_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate24.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.order !== undefined){
let data10 = data8.order;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if((((((((((((((((((data10.id === undefined) && (missing2 = "id")) || ((data10.order_number === undefined) && (missing2 = "order_number"))) || ((data10.customer_ref === undefined) && (missing2 = "customer_ref"))) || ((data10.channel === undefined) && (missing2 = "channel"))) || ((data10.currency === undefined) && (missing2 = "currency"))) || ((data10.subtotal === undefined) && (missing2 = "subtotal"))) || ((data10.discount === undefined) && (missing2 = "discount"))) || ((data10.shipping === undefined) && (missing2 = "shipping"))) || ((data10.tax === undefined) && (missing2 = "tax"))) || ((data10.total === undefined) && (missing2 = "total"))) || ((data10.refunded === undefined) && (missing2 = "refunded"))) || ((data10.financial_status === undefined) && (missing2 = "financial_status"))) || ((data10.fulfillment_status === undefined) && (missing2 = "fulfillment_status"))) || ((data10.line_item_count === undefined) && (missing2 = "line_item_count"))) || ((data10.line_items === undefined) && (missing2 = "line_items"))) || ((data10.refunds === undefined) && (missing2 = "refunds"))) || ((data10.created_at === undefined) && (missing2 = "created_at"))){
validate24.errors = [{instancePath:instancePath+"/data/order",schemaPath:"#/properties/data/properties/order/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key2 in data10){
if(!(func1.call(schema35.properties.data.properties.order.properties, key2))){
validate24.errors = [{instancePath:instancePath+"/data/order",schemaPath:"#/properties/data/properties/order/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data10.id !== undefined){
let data11 = data10.id;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate24.errors = [{instancePath:instancePath+"/data/order/id",schemaPath:"#/properties/data/properties/order/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/id",schemaPath:"#/properties/data/properties/order/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.order_number !== undefined){
let data12 = data10.order_number;
const _errs28 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate24.errors = [{instancePath:instancePath+"/data/order/order_number",schemaPath:"#/properties/data/properties/order/properties/order_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate24.errors = [{instancePath:instancePath+"/data/order/order_number",schemaPath:"#/properties/data/properties/order/properties/order_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.customer_ref !== undefined){
const _errs30 = errors;
if(typeof data10.customer_ref !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/customer_ref",schemaPath:"#/properties/data/properties/order/properties/customer_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.channel !== undefined){
let data14 = data10.channel;
const _errs32 = errors;
if(typeof data14 !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/channel",schemaPath:"#/properties/data/properties/order/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "online_store") || (data14 === "marketplace")) || (data14 === "pos")) || (data14 === "wholesale"))){
validate24.errors = [{instancePath:instancePath+"/data/order/channel",schemaPath:"#/properties/data/properties/order/properties/channel/enum",keyword:"enum",params:{allowedValues: schema35.properties.data.properties.order.properties.channel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.currency !== undefined){
let data15 = data10.currency;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate24.errors = [{instancePath:instancePath+"/data/order/currency",schemaPath:"#/properties/data/properties/order/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/currency",schemaPath:"#/properties/data/properties/order/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.subtotal !== undefined){
let data16 = data10.subtotal;
const _errs36 = errors;
if(errors === _errs36){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate24.errors = [{instancePath:instancePath+"/data/order/subtotal",schemaPath:"#/properties/data/properties/order/properties/subtotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/subtotal",schemaPath:"#/properties/data/properties/order/properties/subtotal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.discount !== undefined){
let data17 = data10.discount;
const _errs38 = errors;
if(errors === _errs38){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate24.errors = [{instancePath:instancePath+"/data/order/discount",schemaPath:"#/properties/data/properties/order/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/discount",schemaPath:"#/properties/data/properties/order/properties/discount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.shipping !== undefined){
let data18 = data10.shipping;
const _errs40 = errors;
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate24.errors = [{instancePath:instancePath+"/data/order/shipping",schemaPath:"#/properties/data/properties/order/properties/shipping/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/shipping",schemaPath:"#/properties/data/properties/order/properties/shipping/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.tax !== undefined){
let data19 = data10.tax;
const _errs42 = errors;
if(errors === _errs42){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate24.errors = [{instancePath:instancePath+"/data/order/tax",schemaPath:"#/properties/data/properties/order/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/tax",schemaPath:"#/properties/data/properties/order/properties/tax/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.total !== undefined){
let data20 = data10.total;
const _errs44 = errors;
if(errors === _errs44){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate24.errors = [{instancePath:instancePath+"/data/order/total",schemaPath:"#/properties/data/properties/order/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/total",schemaPath:"#/properties/data/properties/order/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.refunded !== undefined){
let data21 = data10.refunded;
const _errs46 = errors;
if(errors === _errs46){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
validate24.errors = [{instancePath:instancePath+"/data/order/refunded",schemaPath:"#/properties/data/properties/order/properties/refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunded",schemaPath:"#/properties/data/properties/order/properties/refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.financial_status !== undefined){
let data22 = data10.financial_status;
const _errs48 = errors;
if(typeof data22 !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/financial_status",schemaPath:"#/properties/data/properties/order/properties/financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data22 === "paid") || (data22 === "partially_refunded")) || (data22 === "refunded"))){
validate24.errors = [{instancePath:instancePath+"/data/order/financial_status",schemaPath:"#/properties/data/properties/order/properties/financial_status/enum",keyword:"enum",params:{allowedValues: schema35.properties.data.properties.order.properties.financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs48 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.fulfillment_status !== undefined){
let data23 = data10.fulfillment_status;
const _errs50 = errors;
if(typeof data23 !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/fulfillment_status",schemaPath:"#/properties/data/properties/order/properties/fulfillment_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data23 === "fulfilled") || (data23 === "partial")) || (data23 === "unfulfilled"))){
validate24.errors = [{instancePath:instancePath+"/data/order/fulfillment_status",schemaPath:"#/properties/data/properties/order/properties/fulfillment_status/enum",keyword:"enum",params:{allowedValues: schema35.properties.data.properties.order.properties.fulfillment_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs50 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.line_item_count !== undefined){
let data24 = data10.line_item_count;
const _errs52 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_item_count",schemaPath:"#/properties/data/properties/order/properties/line_item_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs52){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_item_count",schemaPath:"#/properties/data/properties/order/properties/line_item_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs52 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.line_items !== undefined){
let data25 = data10.line_items;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data25)){
var valid3 = true;
const len0 = data25.length;
for(let i0=0; i0<len0; i0++){
let data26 = data25[i0];
const _errs56 = errors;
if(errors === _errs56){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing3;
if((((((((data26.title === undefined) && (missing3 = "title")) || ((data26.sku === undefined) && (missing3 = "sku"))) || ((data26.quantity === undefined) && (missing3 = "quantity"))) || ((data26.unit_price === undefined) && (missing3 = "unit_price"))) || ((data26.total === undefined) && (missing3 = "total"))) || ((data26.product_id === undefined) && (missing3 = "product_id"))) || ((data26.variant_id === undefined) && (missing3 = "variant_id"))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0,schemaPath:"#/properties/data/properties/order/properties/line_items/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs58 = errors;
for(const key3 in data26){
if(!(((((((key3 === "title") || (key3 === "sku")) || (key3 === "quantity")) || (key3 === "unit_price")) || (key3 === "total")) || (key3 === "product_id")) || (key3 === "variant_id"))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0,schemaPath:"#/properties/data/properties/order/properties/line_items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs58 === errors){
if(data26.title !== undefined){
const _errs59 = errors;
if(typeof data26.title !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/title",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs59 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.sku !== undefined){
let data28 = data26.sku;
const _errs61 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/sku",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/sku/type",keyword:"type",params:{type: schema35.properties.data.properties.order.properties.line_items.items.properties.sku.type},message:"must be string,null"}];
return false;
}
var valid4 = _errs61 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.quantity !== undefined){
let data29 = data26.quantity;
const _errs63 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/quantity",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/quantity",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid4 = _errs63 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.unit_price !== undefined){
let data30 = data26.unit_price;
const _errs65 = errors;
if(errors === _errs65){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/unit_price",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/unit_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/unit_price",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/unit_price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs65 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.total !== undefined){
let data31 = data26.total;
const _errs67 = errors;
if(errors === _errs67){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/total",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/total",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs67 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.product_id !== undefined){
let data32 = data26.product_id;
const _errs69 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/product_id",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/product_id/type",keyword:"type",params:{type: schema35.properties.data.properties.order.properties.line_items.items.properties.product_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs69){
if(errors === _errs69){
if(typeof data32 === "string"){
if(!(formats0.test(data32))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/product_id",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid4 = _errs69 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.variant_id !== undefined){
let data33 = data26.variant_id;
const _errs71 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/variant_id",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/variant_id/type",keyword:"type",params:{type: schema35.properties.data.properties.order.properties.line_items.items.properties.variant_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs71){
if(errors === _errs71){
if(typeof data33 === "string"){
if(!(formats0.test(data33))){
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0+"/variant_id",schemaPath:"#/properties/data/properties/order/properties/line_items/items/properties/variant_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid4 = _errs71 === errors;
}
else {
var valid4 = true;
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
validate24.errors = [{instancePath:instancePath+"/data/order/line_items/" + i0,schemaPath:"#/properties/data/properties/order/properties/line_items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs56 === errors;
if(!valid3){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/line_items",schemaPath:"#/properties/data/properties/order/properties/line_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs54 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.refunds !== undefined){
let data34 = data10.refunds;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data34)){
var valid5 = true;
const len1 = data34.length;
for(let i1=0; i1<len1; i1++){
let data35 = data34[i1];
const _errs75 = errors;
if(errors === _errs75){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing4;
if(((((data35.id === undefined) && (missing4 = "id")) || ((data35.amount === undefined) && (missing4 = "amount"))) || ((data35.reason === undefined) && (missing4 = "reason"))) || ((data35.created_at === undefined) && (missing4 = "created_at"))){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1,schemaPath:"#/properties/data/properties/order/properties/refunds/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs77 = errors;
for(const key4 in data35){
if(!((((key4 === "id") || (key4 === "amount")) || (key4 === "reason")) || (key4 === "created_at"))){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1,schemaPath:"#/properties/data/properties/order/properties/refunds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs77 === errors){
if(data35.id !== undefined){
let data36 = data35.id;
const _errs78 = errors;
if(errors === _errs78){
if(errors === _errs78){
if(typeof data36 === "string"){
if(!(formats0.test(data36))){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/id",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/id",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid6 = _errs78 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data35.amount !== undefined){
let data37 = data35.amount;
const _errs80 = errors;
if(errors === _errs80){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/amount",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/amount",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs80 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data35.reason !== undefined){
let data38 = data35.reason;
const _errs82 = errors;
if(typeof data38 !== "string"){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/reason",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data38 === "damaged") || (data38 === "not_as_described")) || (data38 === "late_delivery")) || (data38 === "changed_mind")) || (data38 === "other"))){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/reason",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema35.properties.data.properties.order.properties.refunds.items.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs82 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data35.created_at !== undefined){
let data39 = data35.created_at;
const _errs84 = errors;
if(errors === _errs84){
if(errors === _errs84){
if(typeof data39 === "string"){
if(!(formats10.validate(data39))){
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/created_at",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1+"/created_at",schemaPath:"#/properties/data/properties/order/properties/refunds/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid6 = _errs84 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunds/" + i1,schemaPath:"#/properties/data/properties/order/properties/refunds/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs75 === errors;
if(!valid5){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/refunds",schemaPath:"#/properties/data/properties/order/properties/refunds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs73 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.created_at !== undefined){
let data40 = data10.created_at;
const _errs86 = errors;
if(errors === _errs86){
if(errors === _errs86){
if(typeof data40 === "string"){
if(!(formats10.validate(data40))){
validate24.errors = [{instancePath:instancePath+"/data/order/created_at",schemaPath:"#/properties/data/properties/order/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order/created_at",schemaPath:"#/properties/data/properties/order/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs86 === errors;
}
else {
var valid2 = true;
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
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data/order",schemaPath:"#/properties/data/properties/order/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_order_refunded = validate25;
const schema36 = {"type":"object","description":"A refund was recorded against an order, by the service (an approved\n`storefront_create_refund`: `approval_id` and `receipt_id` set) or by a\nperson on the storefront (`actor.type` `external`). `refunded` and\n`financial_status` are the order's after the refund, `previous_refunded` and\n`previous_financial_status` before it.\n","required":["order_id","refund","currency","refunded","previous_refunded","financial_status","previous_financial_status","actor","approval_id","receipt_id"],"additionalProperties":false,"properties":{"order_id":{"type":"string","format":"uuid","description":"The order's id (also the event's `subject`)."},"refund":{"type":"object","description":"One refund recorded against an order.","required":["id","amount","reason","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Refund identifier."},"amount":{"type":"number","minimum":0,"description":"Amount refunded, decimal in the order's currency, major units."},"reason":{"type":"string","enum":["damaged","not_as_described","late_delivery","changed_mind","other"],"description":"Why it was refunded."},"created_at":{"type":"string","format":"date-time","description":"When the refund was recorded (ISO 8601)."}}},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"refunded":{"type":"number","minimum":0,"description":"The order's total refunded so far, this refund included."},"previous_refunded":{"type":"number","minimum":0,"description":"The order's total refunded before this refund."},"financial_status":{"type":"string","enum":["partially_refunded","refunded"]},"previous_financial_status":{"type":"string","enum":["paid","partially_refunded"]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"approval_id":{"type":["string","null"],"format":"uuid","description":"The approval card of the service's refund; null for a refund made elsewhere."},"receipt_id":{"type":["string","null"],"format":"uuid","description":"The receipt of the service's refund; null for a refund made elsewhere."}},"$id":"urn:storeops:event-data:order.refunded"};
const func5 = require("ajv/dist/runtime/ucs2length").default;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:order.refunded" */;
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
let missing0;
if(((((((((((data.order_id === undefined) && (missing0 = "order_id")) || ((data.refund === undefined) && (missing0 = "refund"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.refunded === undefined) && (missing0 = "refunded"))) || ((data.previous_refunded === undefined) && (missing0 = "previous_refunded"))) || ((data.financial_status === undefined) && (missing0 = "financial_status"))) || ((data.previous_financial_status === undefined) && (missing0 = "previous_financial_status"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.approval_id === undefined) && (missing0 = "approval_id"))) || ((data.receipt_id === undefined) && (missing0 = "receipt_id"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema36.properties, key0))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.order_id !== undefined){
let data0 = data.order_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate25.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.refund !== undefined){
let data1 = data.refund;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.amount === undefined) && (missing1 = "amount"))) || ((data1.reason === undefined) && (missing1 = "reason"))) || ((data1.created_at === undefined) && (missing1 = "created_at"))){
validate25.errors = [{instancePath:instancePath+"/refund",schemaPath:"#/properties/refund/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((key1 === "id") || (key1 === "amount")) || (key1 === "reason")) || (key1 === "created_at"))){
validate25.errors = [{instancePath:instancePath+"/refund",schemaPath:"#/properties/refund/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.id !== undefined){
let data2 = data1.id;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate25.errors = [{instancePath:instancePath+"/refund/id",schemaPath:"#/properties/refund/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/refund/id",schemaPath:"#/properties/refund/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.amount !== undefined){
let data3 = data1.amount;
const _errs9 = errors;
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate25.errors = [{instancePath:instancePath+"/refund/amount",schemaPath:"#/properties/refund/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/refund/amount",schemaPath:"#/properties/refund/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.reason !== undefined){
let data4 = data1.reason;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate25.errors = [{instancePath:instancePath+"/refund/reason",schemaPath:"#/properties/refund/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data4 === "damaged") || (data4 === "not_as_described")) || (data4 === "late_delivery")) || (data4 === "changed_mind")) || (data4 === "other"))){
validate25.errors = [{instancePath:instancePath+"/refund/reason",schemaPath:"#/properties/refund/properties/reason/enum",keyword:"enum",params:{allowedValues: schema36.properties.refund.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.created_at !== undefined){
let data5 = data1.created_at;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate25.errors = [{instancePath:instancePath+"/refund/created_at",schemaPath:"#/properties/refund/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/refund/created_at",schemaPath:"#/properties/refund/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs13 === errors;
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
else {
validate25.errors = [{instancePath:instancePath+"/refund",schemaPath:"#/properties/refund/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data6 = data.currency;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate25.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refunded !== undefined){
let data7 = data.refunded;
const _errs17 = errors;
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate25.errors = [{instancePath:instancePath+"/refunded",schemaPath:"#/properties/refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/refunded",schemaPath:"#/properties/refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_refunded !== undefined){
let data8 = data.previous_refunded;
const _errs19 = errors;
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate25.errors = [{instancePath:instancePath+"/previous_refunded",schemaPath:"#/properties/previous_refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/previous_refunded",schemaPath:"#/properties/previous_refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.financial_status !== undefined){
let data9 = data.financial_status;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate25.errors = [{instancePath:instancePath+"/financial_status",schemaPath:"#/properties/financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data9 === "partially_refunded") || (data9 === "refunded"))){
validate25.errors = [{instancePath:instancePath+"/financial_status",schemaPath:"#/properties/financial_status/enum",keyword:"enum",params:{allowedValues: schema36.properties.financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_financial_status !== undefined){
let data10 = data.previous_financial_status;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate25.errors = [{instancePath:instancePath+"/previous_financial_status",schemaPath:"#/properties/previous_financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "paid") || (data10 === "partially_refunded"))){
validate25.errors = [{instancePath:instancePath+"/previous_financial_status",schemaPath:"#/properties/previous_financial_status/enum",keyword:"enum",params:{allowedValues: schema36.properties.previous_financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data11 = data.actor;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if(((data11.type === undefined) && (missing2 = "type")) || ((data11.id === undefined) && (missing2 = "id"))){
validate25.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data11){
if(!((key2 === "type") || (key2 === "id"))){
validate25.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data11.type !== undefined){
let data12 = data11.type;
const _errs28 = errors;
if(typeof data12 !== "string"){
validate25.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data12 === "operator") || (data12 === "credential")) || (data12 === "service")) || (data12 === "external"))){
validate25.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema36.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.id !== undefined){
let data13 = data11.id;
const _errs30 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate25.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema36.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs30){
if(typeof data13 === "string"){
if(data13.length > 320 && (data13.length > 640 || func5(data13) > 320)){
validate25.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approval_id !== undefined){
let data14 = data.approval_id;
const _errs32 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate25.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: schema36.properties.approval_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs32){
if(errors === _errs32){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
validate25.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipt_id !== undefined){
let data15 = data.receipt_id;
const _errs34 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate25.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/type",keyword:"type",params:{type: schema36.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs34){
if(errors === _errs34){
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
validate25.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs34 === errors;
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_order_refunded = validate26;
const schema37 = {"type":"object","description":"The CloudEvents 1.0 envelope of `order.refunded` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"order.refunded"},"subject":{"type":"string","format":"uuid","description":"The order id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A refund was recorded against an order, by the service (an approved\n`storefront_create_refund`: `approval_id` and `receipt_id` set) or by a\nperson on the storefront (`actor.type` `external`). `refunded` and\n`financial_status` are the order's after the refund, `previous_refunded` and\n`previous_financial_status` before it.\n","required":["order_id","refund","currency","refunded","previous_refunded","financial_status","previous_financial_status","actor","approval_id","receipt_id"],"additionalProperties":false,"properties":{"order_id":{"type":"string","format":"uuid","description":"The order's id (also the event's `subject`)."},"refund":{"type":"object","description":"One refund recorded against an order.","required":["id","amount","reason","created_at"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid","description":"Refund identifier."},"amount":{"type":"number","minimum":0,"description":"Amount refunded, decimal in the order's currency, major units."},"reason":{"type":"string","enum":["damaged","not_as_described","late_delivery","changed_mind","other"],"description":"Why it was refunded."},"created_at":{"type":"string","format":"date-time","description":"When the refund was recorded (ISO 8601)."}}},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"refunded":{"type":"number","minimum":0,"description":"The order's total refunded so far, this refund included."},"previous_refunded":{"type":"number","minimum":0,"description":"The order's total refunded before this refund."},"financial_status":{"type":"string","enum":["partially_refunded","refunded"]},"previous_financial_status":{"type":"string","enum":["paid","partially_refunded"]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"approval_id":{"type":["string","null"],"format":"uuid","description":"The approval card of the service's refund; null for a refund made elsewhere."},"receipt_id":{"type":["string","null"],"format":"uuid","description":"The receipt of the service's refund; null for a refund made elsewhere."}}}},"$id":"urn:storeops:event:order.refunded"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:order.refunded" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate26.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate26.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate26.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate26.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("order.refunded" !== data3){
validate26.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "order.refunded"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate26.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate26.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate26.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate26.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate26.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.order_id === undefined) && (missing1 = "order_id")) || ((data8.refund === undefined) && (missing1 = "refund"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.refunded === undefined) && (missing1 = "refunded"))) || ((data8.previous_refunded === undefined) && (missing1 = "previous_refunded"))) || ((data8.financial_status === undefined) && (missing1 = "financial_status"))) || ((data8.previous_financial_status === undefined) && (missing1 = "previous_financial_status"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.approval_id === undefined) && (missing1 = "approval_id"))) || ((data8.receipt_id === undefined) && (missing1 = "receipt_id"))){
validate26.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema37.properties.data.properties, key1))){
validate26.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.order_id !== undefined){
let data9 = data8.order_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate26.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.refund !== undefined){
let data10 = data8.refund;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if(((((data10.id === undefined) && (missing2 = "id")) || ((data10.amount === undefined) && (missing2 = "amount"))) || ((data10.reason === undefined) && (missing2 = "reason"))) || ((data10.created_at === undefined) && (missing2 = "created_at"))){
validate26.errors = [{instancePath:instancePath+"/data/refund",schemaPath:"#/properties/data/properties/refund/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key2 in data10){
if(!((((key2 === "id") || (key2 === "amount")) || (key2 === "reason")) || (key2 === "created_at"))){
validate26.errors = [{instancePath:instancePath+"/data/refund",schemaPath:"#/properties/data/properties/refund/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data10.id !== undefined){
let data11 = data10.id;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate26.errors = [{instancePath:instancePath+"/data/refund/id",schemaPath:"#/properties/data/properties/refund/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/refund/id",schemaPath:"#/properties/data/properties/refund/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.amount !== undefined){
let data12 = data10.amount;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate26.errors = [{instancePath:instancePath+"/data/refund/amount",schemaPath:"#/properties/data/properties/refund/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/refund/amount",schemaPath:"#/properties/data/properties/refund/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.reason !== undefined){
let data13 = data10.reason;
const _errs30 = errors;
if(typeof data13 !== "string"){
validate26.errors = [{instancePath:instancePath+"/data/refund/reason",schemaPath:"#/properties/data/properties/refund/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data13 === "damaged") || (data13 === "not_as_described")) || (data13 === "late_delivery")) || (data13 === "changed_mind")) || (data13 === "other"))){
validate26.errors = [{instancePath:instancePath+"/data/refund/reason",schemaPath:"#/properties/data/properties/refund/properties/reason/enum",keyword:"enum",params:{allowedValues: schema37.properties.data.properties.refund.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data10.created_at !== undefined){
let data14 = data10.created_at;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data14 === "string"){
if(!(formats10.validate(data14))){
validate26.errors = [{instancePath:instancePath+"/data/refund/created_at",schemaPath:"#/properties/data/properties/refund/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/refund/created_at",schemaPath:"#/properties/data/properties/refund/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/refund",schemaPath:"#/properties/data/properties/refund/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data15 = data8.currency;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate26.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.refunded !== undefined){
let data16 = data8.refunded;
const _errs36 = errors;
if(errors === _errs36){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate26.errors = [{instancePath:instancePath+"/data/refunded",schemaPath:"#/properties/data/properties/refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/refunded",schemaPath:"#/properties/data/properties/refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs36 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_refunded !== undefined){
let data17 = data8.previous_refunded;
const _errs38 = errors;
if(errors === _errs38){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate26.errors = [{instancePath:instancePath+"/data/previous_refunded",schemaPath:"#/properties/data/properties/previous_refunded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/previous_refunded",schemaPath:"#/properties/data/properties/previous_refunded/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs38 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.financial_status !== undefined){
let data18 = data8.financial_status;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate26.errors = [{instancePath:instancePath+"/data/financial_status",schemaPath:"#/properties/data/properties/financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data18 === "partially_refunded") || (data18 === "refunded"))){
validate26.errors = [{instancePath:instancePath+"/data/financial_status",schemaPath:"#/properties/data/properties/financial_status/enum",keyword:"enum",params:{allowedValues: schema37.properties.data.properties.financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs40 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_financial_status !== undefined){
let data19 = data8.previous_financial_status;
const _errs42 = errors;
if(typeof data19 !== "string"){
validate26.errors = [{instancePath:instancePath+"/data/previous_financial_status",schemaPath:"#/properties/data/properties/previous_financial_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data19 === "paid") || (data19 === "partially_refunded"))){
validate26.errors = [{instancePath:instancePath+"/data/previous_financial_status",schemaPath:"#/properties/data/properties/previous_financial_status/enum",keyword:"enum",params:{allowedValues: schema37.properties.data.properties.previous_financial_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs42 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data20 = data8.actor;
const _errs44 = errors;
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.type === undefined) && (missing3 = "type")) || ((data20.id === undefined) && (missing3 = "id"))){
validate26.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs46 = errors;
for(const key3 in data20){
if(!((key3 === "type") || (key3 === "id"))){
validate26.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs46 === errors){
if(data20.type !== undefined){
let data21 = data20.type;
const _errs47 = errors;
if(typeof data21 !== "string"){
validate26.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data21 === "operator") || (data21 === "credential")) || (data21 === "service")) || (data21 === "external"))){
validate26.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data20.id !== undefined){
let data22 = data20.id;
const _errs49 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate26.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema37.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs49){
if(typeof data22 === "string"){
if(data22.length > 320 && (data22.length > 640 || func5(data22) > 320)){
validate26.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs44 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.approval_id !== undefined){
let data23 = data8.approval_id;
const _errs51 = errors;
if((typeof data23 !== "string") && (data23 !== null)){
validate26.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/type",keyword:"type",params:{type: schema37.properties.data.properties.approval_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs51){
if(errors === _errs51){
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
validate26.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs51 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.receipt_id !== undefined){
let data24 = data8.receipt_id;
const _errs53 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate26.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/type",keyword:"type",params:{type: schema37.properties.data.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs53){
if(errors === _errs53){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
validate26.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs53 === errors;
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
validate26.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_product_price_changed = validate27;
const schema38 = {"type":"object","description":"A variant's `price` or reference price (`compare_at_price`) changed on the\nstorefront, by the service (an applied write: `receipt_id` set) or by\nsomeone else (`actor.type` `external`, seen at sync). `fields` names what\nchanged; `previous` holds exactly those fields' values before.\n","required":["variant_id","product_id","sku","currency","price","compare_at_price","fields","previous","actor","receipt_id"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","format":"uuid","description":"The variant's id (also the event's `subject`)."},"product_id":{"type":"string","format":"uuid"},"sku":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"price":{"type":"number","minimum":0,"description":"The price now."},"compare_at_price":{"type":["number","null"],"minimum":0,"description":"The reference (compare-at) price now; null when none."},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["price","compare_at_price"]}},"previous":{"type":"object","additionalProperties":false,"description":"The changed fields' values before the change.","properties":{"price":{"type":"number","minimum":0},"compare_at_price":{"type":["number","null"],"minimum":0}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the service's change; null for a change made elsewhere."}},"$id":"urn:storeops:event-data:product.price_changed"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:product.price_changed" */;
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
let missing0;
if(((((((((((data.variant_id === undefined) && (missing0 = "variant_id")) || ((data.product_id === undefined) && (missing0 = "product_id"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.price === undefined) && (missing0 = "price"))) || ((data.compare_at_price === undefined) && (missing0 = "compare_at_price"))) || ((data.fields === undefined) && (missing0 = "fields"))) || ((data.previous === undefined) && (missing0 = "previous"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.receipt_id === undefined) && (missing0 = "receipt_id"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema38.properties, key0))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.variant_id !== undefined){
let data0 = data.variant_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate27.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/variant_id",schemaPath:"#/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.product_id !== undefined){
let data1 = data.product_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate27.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sku !== undefined){
const _errs6 = errors;
if(typeof data.sku !== "string"){
validate27.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data3 = data.currency;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
validate27.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data4 = data.price;
const _errs10 = errors;
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate27.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.compare_at_price !== undefined){
let data5 = data.compare_at_price;
const _errs12 = errors;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
validate27.errors = [{instancePath:instancePath+"/compare_at_price",schemaPath:"#/properties/compare_at_price/type",keyword:"type",params:{type: schema38.properties.compare_at_price.type},message:"must be number,null"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate27.errors = [{instancePath:instancePath+"/compare_at_price",schemaPath:"#/properties/compare_at_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.fields !== undefined){
let data6 = data.fields;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
if(data6.length < 1){
validate27.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs16 = errors;
if(typeof data7 !== "string"){
validate27.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "price") || (data7 === "compare_at_price"))){
validate27.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate27.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data8 = data.previous;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "price") || (key1 === "compare_at_price"))){
validate27.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.price !== undefined){
let data9 = data8.price;
const _errs21 = errors;
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate27.errors = [{instancePath:instancePath+"/previous/price",schemaPath:"#/properties/previous/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/previous/price",schemaPath:"#/properties/previous/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.compare_at_price !== undefined){
let data10 = data8.compare_at_price;
const _errs23 = errors;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
validate27.errors = [{instancePath:instancePath+"/previous/compare_at_price",schemaPath:"#/properties/previous/properties/compare_at_price/type",keyword:"type",params:{type: schema38.properties.previous.properties.compare_at_price.type},message:"must be number,null"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate27.errors = [{instancePath:instancePath+"/previous/compare_at_price",schemaPath:"#/properties/previous/properties/compare_at_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data11 = data.actor;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if(((data11.type === undefined) && (missing1 = "type")) || ((data11.id === undefined) && (missing1 = "id"))){
validate27.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data11){
if(!((key2 === "type") || (key2 === "id"))){
validate27.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data11.type !== undefined){
let data12 = data11.type;
const _errs28 = errors;
if(typeof data12 !== "string"){
validate27.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data12 === "operator") || (data12 === "credential")) || (data12 === "service")) || (data12 === "external"))){
validate27.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema38.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.id !== undefined){
let data13 = data11.id;
const _errs30 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate27.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema38.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs30){
if(typeof data13 === "string"){
if(data13.length > 320 && (data13.length > 640 || func5(data13) > 320)){
validate27.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipt_id !== undefined){
let data14 = data.receipt_id;
const _errs32 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate27.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/type",keyword:"type",params:{type: schema38.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs32){
if(errors === _errs32){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
validate27.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs32 === errors;
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_product_price_changed = validate28;
const schema39 = {"type":"object","description":"The CloudEvents 1.0 envelope of `product.price_changed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"product.price_changed"},"subject":{"type":"string","format":"uuid","description":"The variant id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A variant's `price` or reference price (`compare_at_price`) changed on the\nstorefront, by the service (an applied write: `receipt_id` set) or by\nsomeone else (`actor.type` `external`, seen at sync). `fields` names what\nchanged; `previous` holds exactly those fields' values before.\n","required":["variant_id","product_id","sku","currency","price","compare_at_price","fields","previous","actor","receipt_id"],"additionalProperties":false,"properties":{"variant_id":{"type":"string","format":"uuid","description":"The variant's id (also the event's `subject`)."},"product_id":{"type":"string","format":"uuid"},"sku":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"price":{"type":"number","minimum":0,"description":"The price now."},"compare_at_price":{"type":["number","null"],"minimum":0,"description":"The reference (compare-at) price now; null when none."},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["price","compare_at_price"]}},"previous":{"type":"object","additionalProperties":false,"description":"The changed fields' values before the change.","properties":{"price":{"type":"number","minimum":0},"compare_at_price":{"type":["number","null"],"minimum":0}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the service's change; null for a change made elsewhere."}}}},"$id":"urn:storeops:event:product.price_changed"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:product.price_changed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema39.properties, key0))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate28.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate28.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate28.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate28.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("product.price_changed" !== data3){
validate28.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "product.price_changed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate28.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate28.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate28.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate28.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate28.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate28.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.variant_id === undefined) && (missing1 = "variant_id")) || ((data8.product_id === undefined) && (missing1 = "product_id"))) || ((data8.sku === undefined) && (missing1 = "sku"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.price === undefined) && (missing1 = "price"))) || ((data8.compare_at_price === undefined) && (missing1 = "compare_at_price"))) || ((data8.fields === undefined) && (missing1 = "fields"))) || ((data8.previous === undefined) && (missing1 = "previous"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.receipt_id === undefined) && (missing1 = "receipt_id"))){
validate28.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema39.properties.data.properties, key1))){
validate28.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.variant_id !== undefined){
let data9 = data8.variant_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate28.errors = [{instancePath:instancePath+"/data/variant_id",schemaPath:"#/properties/data/properties/variant_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/variant_id",schemaPath:"#/properties/data/properties/variant_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.product_id !== undefined){
let data10 = data8.product_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate28.errors = [{instancePath:instancePath+"/data/product_id",schemaPath:"#/properties/data/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/product_id",schemaPath:"#/properties/data/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.sku !== undefined){
const _errs25 = errors;
if(typeof data8.sku !== "string"){
validate28.errors = [{instancePath:instancePath+"/data/sku",schemaPath:"#/properties/data/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data12 = data8.currency;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
validate28.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.price !== undefined){
let data13 = data8.price;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate28.errors = [{instancePath:instancePath+"/data/price",schemaPath:"#/properties/data/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/price",schemaPath:"#/properties/data/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.compare_at_price !== undefined){
let data14 = data8.compare_at_price;
const _errs31 = errors;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
validate28.errors = [{instancePath:instancePath+"/data/compare_at_price",schemaPath:"#/properties/data/properties/compare_at_price/type",keyword:"type",params:{type: schema39.properties.data.properties.compare_at_price.type},message:"must be number,null"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate28.errors = [{instancePath:instancePath+"/data/compare_at_price",schemaPath:"#/properties/data/properties/compare_at_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.fields !== undefined){
let data15 = data8.fields;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length < 1){
validate28.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
const _errs35 = errors;
if(typeof data16 !== "string"){
validate28.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data16 === "price") || (data16 === "compare_at_price"))){
validate28.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema39.properties.data.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs35 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data15.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data15[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate28.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous !== undefined){
let data17 = data8.previous;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "price") || (key2 === "compare_at_price"))){
validate28.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.price !== undefined){
let data18 = data17.price;
const _errs40 = errors;
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate28.errors = [{instancePath:instancePath+"/data/previous/price",schemaPath:"#/properties/data/properties/previous/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/previous/price",schemaPath:"#/properties/data/properties/previous/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs40 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data17.compare_at_price !== undefined){
let data19 = data17.compare_at_price;
const _errs42 = errors;
if((!((typeof data19 == "number") && (isFinite(data19)))) && (data19 !== null)){
validate28.errors = [{instancePath:instancePath+"/data/previous/compare_at_price",schemaPath:"#/properties/data/properties/previous/properties/compare_at_price/type",keyword:"type",params:{type: schema39.properties.data.properties.previous.properties.compare_at_price.type},message:"must be number,null"}];
return false;
}
if(errors === _errs42){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate28.errors = [{instancePath:instancePath+"/data/previous/compare_at_price",schemaPath:"#/properties/data/properties/previous/properties/compare_at_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data20 = data8.actor;
const _errs44 = errors;
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing2;
if(((data20.type === undefined) && (missing2 = "type")) || ((data20.id === undefined) && (missing2 = "id"))){
validate28.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs46 = errors;
for(const key3 in data20){
if(!((key3 === "type") || (key3 === "id"))){
validate28.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs46 === errors){
if(data20.type !== undefined){
let data21 = data20.type;
const _errs47 = errors;
if(typeof data21 !== "string"){
validate28.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data21 === "operator") || (data21 === "credential")) || (data21 === "service")) || (data21 === "external"))){
validate28.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data20.id !== undefined){
let data22 = data20.id;
const _errs49 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate28.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema39.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs49){
if(typeof data22 === "string"){
if(data22.length > 320 && (data22.length > 640 || func5(data22) > 320)){
validate28.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs44 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.receipt_id !== undefined){
let data23 = data8.receipt_id;
const _errs51 = errors;
if((typeof data23 !== "string") && (data23 !== null)){
validate28.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/type",keyword:"type",params:{type: schema39.properties.data.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs51){
if(errors === _errs51){
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
validate28.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs51 === errors;
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
validate28.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_cs_thread_escalated = validate29;
const schema40 = {"type":"object","description":"A customer-service thread was escalated to a person (by the service's triage or by a person). The thread's content is not in the event; read it with `get_cs_thread`.","required":["thread_id","subject","severity","reason","order_id","actor","escalated_at"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","description":"The thread's id (also the event's `subject`)."},"subject":{"type":"string","description":"The thread's subject line."},"severity":{"type":"string","enum":["critical","warning","info"]},"reason":{"type":"string","description":"Why it was escalated, for a person."},"order_id":{"type":["string","null"],"format":"uuid","description":"The order the thread is about, when known."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"escalated_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:cs.thread_escalated"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:cs.thread_escalated" */;
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
if((((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.severity === undefined) && (missing0 = "severity"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.order_id === undefined) && (missing0 = "order_id"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.escalated_at === undefined) && (missing0 = "escalated_at"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "thread_id") || (key0 === "subject")) || (key0 === "severity")) || (key0 === "reason")) || (key0 === "order_id")) || (key0 === "actor")) || (key0 === "escalated_at"))){
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
if(data.subject !== undefined){
const _errs4 = errors;
if(typeof data.subject !== "string"){
validate29.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.severity !== undefined){
let data2 = data.severity;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate29.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "critical") || (data2 === "warning")) || (data2 === "info"))){
validate29.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema40.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs8 = errors;
if(typeof data.reason !== "string"){
validate29.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.order_id !== undefined){
let data4 = data.order_id;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate29.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: schema40.properties.order_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate29.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
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
if(data.actor !== undefined){
let data5 = data.actor;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.type === undefined) && (missing1 = "type")) || ((data5.id === undefined) && (missing1 = "id"))){
validate29.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs14 = errors;
for(const key1 in data5){
if(!((key1 === "type") || (key1 === "id"))){
validate29.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.type !== undefined){
let data6 = data5.type;
const _errs15 = errors;
if(typeof data6 !== "string"){
validate29.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data6 === "operator") || (data6 === "credential")) || (data6 === "service")) || (data6 === "external"))){
validate29.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.id !== undefined){
let data7 = data5.id;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate29.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema40.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs17){
if(typeof data7 === "string"){
if(data7.length > 320 && (data7.length > 640 || func5(data7) > 320)){
validate29.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalated_at !== undefined){
let data8 = data.escalated_at;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data8 === "string"){
if(!(formats10.validate(data8))){
validate29.errors = [{instancePath:instancePath+"/escalated_at",schemaPath:"#/properties/escalated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/escalated_at",schemaPath:"#/properties/escalated_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_cs_thread_escalated = validate30;
const schema41 = {"type":"object","description":"The CloudEvents 1.0 envelope of `cs.thread_escalated` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"cs.thread_escalated"},"subject":{"type":"string","format":"uuid","description":"The thread id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A customer-service thread was escalated to a person (by the service's triage or by a person). The thread's content is not in the event; read it with `get_cs_thread`.","required":["thread_id","subject","severity","reason","order_id","actor","escalated_at"],"additionalProperties":false,"properties":{"thread_id":{"type":"string","format":"uuid","description":"The thread's id (also the event's `subject`)."},"subject":{"type":"string","description":"The thread's subject line."},"severity":{"type":"string","enum":["critical","warning","info"]},"reason":{"type":"string","description":"Why it was escalated, for a person."},"order_id":{"type":["string","null"],"format":"uuid","description":"The order the thread is about, when known."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"escalated_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:cs.thread_escalated"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:cs.thread_escalated" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema41.properties, key0))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate30.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate30.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate30.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate30.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("cs.thread_escalated" !== data3){
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "cs.thread_escalated"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate30.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate30.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate30.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate30.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate30.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((data8.thread_id === undefined) && (missing1 = "thread_id")) || ((data8.subject === undefined) && (missing1 = "subject"))) || ((data8.severity === undefined) && (missing1 = "severity"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.order_id === undefined) && (missing1 = "order_id"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.escalated_at === undefined) && (missing1 = "escalated_at"))){
validate30.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(((((((key1 === "thread_id") || (key1 === "subject")) || (key1 === "severity")) || (key1 === "reason")) || (key1 === "order_id")) || (key1 === "actor")) || (key1 === "escalated_at"))){
validate30.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.thread_id !== undefined){
let data9 = data8.thread_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate30.errors = [{instancePath:instancePath+"/data/thread_id",schemaPath:"#/properties/data/properties/thread_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/data/thread_id",schemaPath:"#/properties/data/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.subject !== undefined){
const _errs23 = errors;
if(typeof data8.subject !== "string"){
validate30.errors = [{instancePath:instancePath+"/data/subject",schemaPath:"#/properties/data/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.severity !== undefined){
let data11 = data8.severity;
const _errs25 = errors;
if(typeof data11 !== "string"){
validate30.errors = [{instancePath:instancePath+"/data/severity",schemaPath:"#/properties/data/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "critical") || (data11 === "warning")) || (data11 === "info"))){
validate30.errors = [{instancePath:instancePath+"/data/severity",schemaPath:"#/properties/data/properties/severity/enum",keyword:"enum",params:{allowedValues: schema41.properties.data.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
const _errs27 = errors;
if(typeof data8.reason !== "string"){
validate30.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.order_id !== undefined){
let data13 = data8.order_id;
const _errs29 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate30.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/type",keyword:"type",params:{type: schema41.properties.data.properties.order_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
validate30.errors = [{instancePath:instancePath+"/data/order_id",schemaPath:"#/properties/data/properties/order_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data14 = data8.actor;
const _errs31 = errors;
if(errors === _errs31){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((data14.type === undefined) && (missing2 = "type")) || ((data14.id === undefined) && (missing2 = "id"))){
validate30.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs33 = errors;
for(const key2 in data14){
if(!((key2 === "type") || (key2 === "id"))){
validate30.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs33 === errors){
if(data14.type !== undefined){
let data15 = data14.type;
const _errs34 = errors;
if(typeof data15 !== "string"){
validate30.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data15 === "operator") || (data15 === "credential")) || (data15 === "service")) || (data15 === "external"))){
validate30.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema41.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data14.id !== undefined){
let data16 = data14.id;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate30.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema41.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs36){
if(typeof data16 === "string"){
if(data16.length > 320 && (data16.length > 640 || func5(data16) > 320)){
validate30.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.escalated_at !== undefined){
let data17 = data8.escalated_at;
const _errs38 = errors;
if(errors === _errs38){
if(errors === _errs38){
if(typeof data17 === "string"){
if(!(formats10.validate(data17))){
validate30.errors = [{instancePath:instancePath+"/data/escalated_at",schemaPath:"#/properties/data/properties/escalated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/data/escalated_at",schemaPath:"#/properties/data/properties/escalated_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs38 === errors;
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
else {
validate30.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_campaign_status_changed = validate31;
const schema42 = {"type":"object","description":"An ad campaign was paused or resumed, or its budget or bidding changed, by\nthe service (an applied write: `receipt_id` set) or on the ad platform\n(`actor.type` `external`). `fields` names what changed; `previous` holds\nexactly those fields' values before.\n","required":["campaign_id","platform","name","status","daily_budget","bidding","currency","fields","previous","actor","receipt_id"],"additionalProperties":false,"properties":{"campaign_id":{"type":"string","description":"The campaign's id (also the event's `subject`)."},"platform":{"type":"string","enum":["google_ads","meta"]},"name":{"type":"string"},"status":{"type":"string","enum":["enabled","paused","removed"]},"daily_budget":{"type":["number","null"],"minimum":0,"description":"Daily budget now in `currency`; null when the campaign has none of its own (shared budget)."},"bidding":{"type":"string","description":"The bidding strategy now, e.g. `maximize_conversions`."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["status","daily_budget","bidding"]}},"previous":{"type":"object","additionalProperties":false,"description":"The changed fields' values before the change.","properties":{"status":{"type":"string","enum":["enabled","paused","removed"]},"daily_budget":{"type":["number","null"],"minimum":0},"bidding":{"type":"string"}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the service's change; null for a change made on the platform."}},"$id":"urn:storeops:event-data:campaign.status_changed"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:campaign.status_changed" */;
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
if((((((((((((data.campaign_id === undefined) && (missing0 = "campaign_id")) || ((data.platform === undefined) && (missing0 = "platform"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.daily_budget === undefined) && (missing0 = "daily_budget"))) || ((data.bidding === undefined) && (missing0 = "bidding"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.fields === undefined) && (missing0 = "fields"))) || ((data.previous === undefined) && (missing0 = "previous"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.receipt_id === undefined) && (missing0 = "receipt_id"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema42.properties, key0))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.campaign_id !== undefined){
const _errs2 = errors;
if(typeof data.campaign_id !== "string"){
validate31.errors = [{instancePath:instancePath+"/campaign_id",schemaPath:"#/properties/campaign_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.platform !== undefined){
let data1 = data.platform;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate31.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "google_ads") || (data1 === "meta"))){
validate31.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/enum",keyword:"enum",params:{allowedValues: schema42.properties.platform.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "enabled") || (data3 === "paused")) || (data3 === "removed"))){
validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily_budget !== undefined){
let data4 = data.daily_budget;
const _errs10 = errors;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
validate31.errors = [{instancePath:instancePath+"/daily_budget",schemaPath:"#/properties/daily_budget/type",keyword:"type",params:{type: schema42.properties.daily_budget.type},message:"must be number,null"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/daily_budget",schemaPath:"#/properties/daily_budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.bidding !== undefined){
const _errs12 = errors;
if(typeof data.bidding !== "string"){
validate31.errors = [{instancePath:instancePath+"/bidding",schemaPath:"#/properties/bidding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data6 = data.currency;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate31.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fields !== undefined){
let data7 = data.fields;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
if(data7.length < 1){
validate31.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs18 = errors;
if(typeof data8 !== "string"){
validate31.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data8 === "status") || (data8 === "daily_budget")) || (data8 === "bidding"))){
validate31.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema42.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate31.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data9 = data.previous;
const _errs20 = errors;
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs22 = errors;
for(const key1 in data9){
if(!(((key1 === "status") || (key1 === "daily_budget")) || (key1 === "bidding"))){
validate31.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data9.status !== undefined){
let data10 = data9.status;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate31.errors = [{instancePath:instancePath+"/previous/status",schemaPath:"#/properties/previous/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "enabled") || (data10 === "paused")) || (data10 === "removed"))){
validate31.errors = [{instancePath:instancePath+"/previous/status",schemaPath:"#/properties/previous/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.previous.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.daily_budget !== undefined){
let data11 = data9.daily_budget;
const _errs25 = errors;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
validate31.errors = [{instancePath:instancePath+"/previous/daily_budget",schemaPath:"#/properties/previous/properties/daily_budget/type",keyword:"type",params:{type: schema42.properties.previous.properties.daily_budget.type},message:"must be number,null"}];
return false;
}
if(errors === _errs25){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate31.errors = [{instancePath:instancePath+"/previous/daily_budget",schemaPath:"#/properties/previous/properties/daily_budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.bidding !== undefined){
const _errs27 = errors;
if(typeof data9.bidding !== "string"){
validate31.errors = [{instancePath:instancePath+"/previous/bidding",schemaPath:"#/properties/previous/properties/bidding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data13 = data.actor;
const _errs29 = errors;
if(errors === _errs29){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if(((data13.type === undefined) && (missing1 = "type")) || ((data13.id === undefined) && (missing1 = "id"))){
validate31.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs31 = errors;
for(const key2 in data13){
if(!((key2 === "type") || (key2 === "id"))){
validate31.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs31 === errors){
if(data13.type !== undefined){
let data14 = data13.type;
const _errs32 = errors;
if(typeof data14 !== "string"){
validate31.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "operator") || (data14 === "credential")) || (data14 === "service")) || (data14 === "external"))){
validate31.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data13.id !== undefined){
let data15 = data13.id;
const _errs34 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate31.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema42.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs34){
if(typeof data15 === "string"){
if(data15.length > 320 && (data15.length > 640 || func5(data15) > 320)){
validate31.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipt_id !== undefined){
let data16 = data.receipt_id;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate31.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/type",keyword:"type",params:{type: schema42.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs36){
if(errors === _errs36){
if(typeof data16 === "string"){
if(!(formats0.test(data16))){
validate31.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
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
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_campaign_status_changed = validate32;
const schema43 = {"type":"object","description":"The CloudEvents 1.0 envelope of `campaign.status_changed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"campaign.status_changed"},"subject":{"type":"string","minLength":1,"maxLength":200,"description":"The campaign id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"An ad campaign was paused or resumed, or its budget or bidding changed, by\nthe service (an applied write: `receipt_id` set) or on the ad platform\n(`actor.type` `external`). `fields` names what changed; `previous` holds\nexactly those fields' values before.\n","required":["campaign_id","platform","name","status","daily_budget","bidding","currency","fields","previous","actor","receipt_id"],"additionalProperties":false,"properties":{"campaign_id":{"type":"string","description":"The campaign's id (also the event's `subject`)."},"platform":{"type":"string","enum":["google_ads","meta"]},"name":{"type":"string"},"status":{"type":"string","enum":["enabled","paused","removed"]},"daily_budget":{"type":["number","null"],"minimum":0,"description":"Daily budget now in `currency`; null when the campaign has none of its own (shared budget)."},"bidding":{"type":"string","description":"The bidding strategy now, e.g. `maximize_conversions`."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["status","daily_budget","bidding"]}},"previous":{"type":"object","additionalProperties":false,"description":"The changed fields' values before the change.","properties":{"status":{"type":"string","enum":["enabled","paused","removed"]},"daily_budget":{"type":["number","null"],"minimum":0},"bidding":{"type":"string"}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the service's change; null for a change made on the platform."}}}},"$id":"urn:storeops:event:campaign.status_changed"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:campaign.status_changed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema43.properties, key0))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate32.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate32.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate32.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("campaign.status_changed" !== data3){
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "campaign.status_changed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(data4.length > 200 && (data4.length > 400 || func5(data4) > 200)){
validate32.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(data4.length < 1 || (data4.length < 2 && func5(data4) < 1)){
validate32.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate32.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate32.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate32.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate32.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((data8.campaign_id === undefined) && (missing1 = "campaign_id")) || ((data8.platform === undefined) && (missing1 = "platform"))) || ((data8.name === undefined) && (missing1 = "name"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.daily_budget === undefined) && (missing1 = "daily_budget"))) || ((data8.bidding === undefined) && (missing1 = "bidding"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.fields === undefined) && (missing1 = "fields"))) || ((data8.previous === undefined) && (missing1 = "previous"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.receipt_id === undefined) && (missing1 = "receipt_id"))){
validate32.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema43.properties.data.properties, key1))){
validate32.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.campaign_id !== undefined){
const _errs21 = errors;
if(typeof data8.campaign_id !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/campaign_id",schemaPath:"#/properties/data/properties/campaign_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.platform !== undefined){
let data10 = data8.platform;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/platform",schemaPath:"#/properties/data/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "google_ads") || (data10 === "meta"))){
validate32.errors = [{instancePath:instancePath+"/data/platform",schemaPath:"#/properties/data/properties/platform/enum",keyword:"enum",params:{allowedValues: schema43.properties.data.properties.platform.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.name !== undefined){
const _errs25 = errors;
if(typeof data8.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/name",schemaPath:"#/properties/data/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data12 = data8.status;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "enabled") || (data12 === "paused")) || (data12 === "removed"))){
validate32.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/enum",keyword:"enum",params:{allowedValues: schema43.properties.data.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.daily_budget !== undefined){
let data13 = data8.daily_budget;
const _errs29 = errors;
if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){
validate32.errors = [{instancePath:instancePath+"/data/daily_budget",schemaPath:"#/properties/data/properties/daily_budget/type",keyword:"type",params:{type: schema43.properties.data.properties.daily_budget.type},message:"must be number,null"}];
return false;
}
if(errors === _errs29){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate32.errors = [{instancePath:instancePath+"/data/daily_budget",schemaPath:"#/properties/data/properties/daily_budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bidding !== undefined){
const _errs31 = errors;
if(typeof data8.bidding !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/bidding",schemaPath:"#/properties/data/properties/bidding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data15 = data8.currency;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate32.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.fields !== undefined){
let data16 = data8.fields;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data16)){
if(data16.length < 1){
validate32.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
const _errs37 = errors;
if(typeof data17 !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data17 === "status") || (data17 === "daily_budget")) || (data17 === "bidding"))){
validate32.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema43.properties.data.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs37 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data16.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data16[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate32.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous !== undefined){
let data18 = data8.previous;
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
const _errs41 = errors;
for(const key2 in data18){
if(!(((key2 === "status") || (key2 === "daily_budget")) || (key2 === "bidding"))){
validate32.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data18.status !== undefined){
let data19 = data18.status;
const _errs42 = errors;
if(typeof data19 !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/previous/status",schemaPath:"#/properties/data/properties/previous/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data19 === "enabled") || (data19 === "paused")) || (data19 === "removed"))){
validate32.errors = [{instancePath:instancePath+"/data/previous/status",schemaPath:"#/properties/data/properties/previous/properties/status/enum",keyword:"enum",params:{allowedValues: schema43.properties.data.properties.previous.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data18.daily_budget !== undefined){
let data20 = data18.daily_budget;
const _errs44 = errors;
if((!((typeof data20 == "number") && (isFinite(data20)))) && (data20 !== null)){
validate32.errors = [{instancePath:instancePath+"/data/previous/daily_budget",schemaPath:"#/properties/data/properties/previous/properties/daily_budget/type",keyword:"type",params:{type: schema43.properties.data.properties.previous.properties.daily_budget.type},message:"must be number,null"}];
return false;
}
if(errors === _errs44){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate32.errors = [{instancePath:instancePath+"/data/previous/daily_budget",schemaPath:"#/properties/data/properties/previous/properties/daily_budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid4 = _errs44 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data18.bidding !== undefined){
const _errs46 = errors;
if(typeof data18.bidding !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/previous/bidding",schemaPath:"#/properties/data/properties/previous/properties/bidding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs46 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data22 = data8.actor;
const _errs48 = errors;
if(errors === _errs48){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing2;
if(((data22.type === undefined) && (missing2 = "type")) || ((data22.id === undefined) && (missing2 = "id"))){
validate32.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key3 in data22){
if(!((key3 === "type") || (key3 === "id"))){
validate32.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data22.type !== undefined){
let data23 = data22.type;
const _errs51 = errors;
if(typeof data23 !== "string"){
validate32.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data23 === "operator") || (data23 === "credential")) || (data23 === "service")) || (data23 === "external"))){
validate32.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema43.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs51 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data22.id !== undefined){
let data24 = data22.id;
const _errs53 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate32.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema43.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs53){
if(typeof data24 === "string"){
if(data24.length > 320 && (data24.length > 640 || func5(data24) > 320)){
validate32.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid5 = _errs53 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs48 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.receipt_id !== undefined){
let data25 = data8.receipt_id;
const _errs55 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate32.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/type",keyword:"type",params:{type: schema43.properties.data.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs55){
if(errors === _errs55){
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
validate32.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs55 === errors;
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
}
else {
validate32.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_compliance_finding_opened = validate33;
const schema44 = {"type":"object","description":"A compliance audit opened a finding about one resource (e.g. a claim a product page may not make).","required":["finding_id","audit_id","rule","title","severity","resource_kind","resource_ref","detail","actor","opened_at"],"additionalProperties":false,"properties":{"finding_id":{"type":"string","format":"uuid","description":"The finding's id (also the event's `subject`)."},"audit_id":{"type":"string","format":"uuid","description":"The audit run that opened it."},"rule":{"type":"string","description":"Stable code of the rule the resource breaks, e.g. `health_claim`."},"title":{"type":"string","description":"One line for a person."},"severity":{"type":"string","enum":["critical","warning","info"]},"resource_kind":{"type":"string","description":"Kind of resource found, e.g. `product`, `design`, `campaign`."},"resource_ref":{"type":"string","description":"The resource's id."},"detail":{"type":"string","description":"What was found and why it matters."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"opened_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:compliance.finding_opened"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:compliance.finding_opened" */;
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
if(((((((((((data.finding_id === undefined) && (missing0 = "finding_id")) || ((data.audit_id === undefined) && (missing0 = "audit_id"))) || ((data.rule === undefined) && (missing0 = "rule"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.severity === undefined) && (missing0 = "severity"))) || ((data.resource_kind === undefined) && (missing0 = "resource_kind"))) || ((data.resource_ref === undefined) && (missing0 = "resource_ref"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.opened_at === undefined) && (missing0 = "opened_at"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema44.properties, key0))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.finding_id !== undefined){
let data0 = data.finding_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate33.errors = [{instancePath:instancePath+"/finding_id",schemaPath:"#/properties/finding_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/finding_id",schemaPath:"#/properties/finding_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.audit_id !== undefined){
let data1 = data.audit_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate33.errors = [{instancePath:instancePath+"/audit_id",schemaPath:"#/properties/audit_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/audit_id",schemaPath:"#/properties/audit_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.rule !== undefined){
const _errs6 = errors;
if(typeof data.rule !== "string"){
validate33.errors = [{instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs8 = errors;
if(typeof data.title !== "string"){
validate33.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.severity !== undefined){
let data4 = data.severity;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate33.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "critical") || (data4 === "warning")) || (data4 === "info"))){
validate33.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema44.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_kind !== undefined){
const _errs12 = errors;
if(typeof data.resource_kind !== "string"){
validate33.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_ref !== undefined){
const _errs14 = errors;
if(typeof data.resource_ref !== "string"){
validate33.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs16 = errors;
if(typeof data.detail !== "string"){
validate33.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate33.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate33.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate33.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate33.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema44.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate33.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema44.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate33.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.opened_at !== undefined){
let data11 = data.opened_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate33.errors = [{instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

export const event_compliance_finding_opened = validate34;
const schema45 = {"type":"object","description":"The CloudEvents 1.0 envelope of `compliance.finding_opened` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"compliance.finding_opened"},"subject":{"type":"string","format":"uuid","description":"The finding id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A compliance audit opened a finding about one resource (e.g. a claim a product page may not make).","required":["finding_id","audit_id","rule","title","severity","resource_kind","resource_ref","detail","actor","opened_at"],"additionalProperties":false,"properties":{"finding_id":{"type":"string","format":"uuid","description":"The finding's id (also the event's `subject`)."},"audit_id":{"type":"string","format":"uuid","description":"The audit run that opened it."},"rule":{"type":"string","description":"Stable code of the rule the resource breaks, e.g. `health_claim`."},"title":{"type":"string","description":"One line for a person."},"severity":{"type":"string","enum":["critical","warning","info"]},"resource_kind":{"type":"string","description":"Kind of resource found, e.g. `product`, `design`, `campaign`."},"resource_ref":{"type":"string","description":"The resource's id."},"detail":{"type":"string","description":"What was found and why it matters."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"opened_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:compliance.finding_opened"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:compliance.finding_opened" */;
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
let missing0;
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema45.properties, key0))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate34.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate34.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate34.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate34.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if("compliance.finding_opened" !== data3){
validate34.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "compliance.finding_opened"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate34.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate34.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate34.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate34.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate34.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.finding_id === undefined) && (missing1 = "finding_id")) || ((data8.audit_id === undefined) && (missing1 = "audit_id"))) || ((data8.rule === undefined) && (missing1 = "rule"))) || ((data8.title === undefined) && (missing1 = "title"))) || ((data8.severity === undefined) && (missing1 = "severity"))) || ((data8.resource_kind === undefined) && (missing1 = "resource_kind"))) || ((data8.resource_ref === undefined) && (missing1 = "resource_ref"))) || ((data8.detail === undefined) && (missing1 = "detail"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.opened_at === undefined) && (missing1 = "opened_at"))){
validate34.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema45.properties.data.properties, key1))){
validate34.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.finding_id !== undefined){
let data9 = data8.finding_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate34.errors = [{instancePath:instancePath+"/data/finding_id",schemaPath:"#/properties/data/properties/finding_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/data/finding_id",schemaPath:"#/properties/data/properties/finding_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.audit_id !== undefined){
let data10 = data8.audit_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate34.errors = [{instancePath:instancePath+"/data/audit_id",schemaPath:"#/properties/data/properties/audit_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/data/audit_id",schemaPath:"#/properties/data/properties/audit_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.rule !== undefined){
const _errs25 = errors;
if(typeof data8.rule !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/rule",schemaPath:"#/properties/data/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.title !== undefined){
const _errs27 = errors;
if(typeof data8.title !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/title",schemaPath:"#/properties/data/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.severity !== undefined){
let data13 = data8.severity;
const _errs29 = errors;
if(typeof data13 !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/severity",schemaPath:"#/properties/data/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data13 === "critical") || (data13 === "warning")) || (data13 === "info"))){
validate34.errors = [{instancePath:instancePath+"/data/severity",schemaPath:"#/properties/data/properties/severity/enum",keyword:"enum",params:{allowedValues: schema45.properties.data.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.resource_kind !== undefined){
const _errs31 = errors;
if(typeof data8.resource_kind !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/resource_kind",schemaPath:"#/properties/data/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.resource_ref !== undefined){
const _errs33 = errors;
if(typeof data8.resource_ref !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/resource_ref",schemaPath:"#/properties/data/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.detail !== undefined){
const _errs35 = errors;
if(typeof data8.detail !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/detail",schemaPath:"#/properties/data/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate34.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate34.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate34.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate34.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate34.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema45.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate34.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.opened_at !== undefined){
let data20 = data8.opened_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate34.errors = [{instancePath:instancePath+"/data/opened_at",schemaPath:"#/properties/data/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/data/opened_at",schemaPath:"#/properties/data/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
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
validate34.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_approval_requested = validate35;
const schema46 = {"type":"object","description":"A card now waits for an operator: either a proposed write that was not\napplied at once (no auto-apply, a store rule held it, or it hands authority\nback to automation), or an app's approval request (`POST /api/v1/approvals`).\nMirrors the card (`approval_status`) at the moment it was created.\n","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","change","requested_by","actor","requested_at","expires_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation applied on approval (proposed writes), e.g. `storefront_update_variant_price`; null for app requests."},"title":{"type":"string","description":"One line for a person, as on the card."},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of `currency`; null when the request has no monetary size."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$","description":"ISO 4217 code of `amount_cents`; null exactly when `amount_cents` is."},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"change":{"oneOf":[{"type":"object","description":"The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.","required":["title","changes","amount_cents","reversibility_class","reversal"],"additionalProperties":false,"properties":{"title":{"type":"string","description":"One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."},"changes":{"type":"array","minItems":1,"items":{"type":"object","description":"One field of one resource, before and after the change. Money in the store currency's major units.","required":["resource_kind","resource_ref","field","before","after"],"additionalProperties":false,"properties":{"resource_kind":{"type":"string","description":"Kind of resource, e.g. `variant`, `store`, `agent`."},"resource_ref":{"type":"string","description":"Identifier of the resource (a UUID, a slug or the store id)."},"field":{"type":"string","description":"The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."},"before":{"description":"Value now (when proposed), as JSON."},"after":{"description":"Value after the change, as JSON."}}}},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of the store currency, when the change has a monetary size."},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"reversal":{"oneOf":[{"type":"object","description":"The write that undoes the change.","required":["operation","arguments","description"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"Operation name to call, e.g. `storefront_update_variant_price`."},"arguments":{"type":"object","description":"Its arguments.","additionalProperties":true},"description":{"type":"string","description":"What the reversal does, for a person."}}},{"type":"null"}],"description":"How to undo it; null when it cannot be undone by another write."}}},{"type":"null"}],"description":"The exact change, every field with its `before` and `after` (proposed writes); null for app requests."},"requested_by":{"type":"string","description":"Credential id that created the card (the card's `requested_by`)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"requested_at":{"type":"string","format":"date-time"},"expires_at":{"type":"string","format":"date-time","description":"Deadline; without a decision by then the card expires (`approval.expired`)."},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}},"$id":"urn:storeops:event-data:approval.requested"};
const pattern19 = new RegExp("^/", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:approval.requested" */;
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
if((((((((((((((data.approval_id === undefined) && (missing0 = "approval_id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.operation === undefined) && (missing0 = "operation"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.amount_cents === undefined) && (missing0 = "amount_cents"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.reversibility_class === undefined) && (missing0 = "reversibility_class"))) || ((data.change === undefined) && (missing0 = "change"))) || ((data.requested_by === undefined) && (missing0 = "requested_by"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.requested_at === undefined) && (missing0 = "requested_at"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))) || ((data.links === undefined) && (missing0 = "links"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema46.properties, key0))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate35.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.kind !== undefined){
let data1 = data.kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate35.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "proposed_write") || (data1 === "app_request"))){
validate35.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema46.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation !== undefined){
let data2 = data.operation;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate35.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: schema46.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs8 = errors;
if(typeof data.title !== "string"){
validate35.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount_cents !== undefined){
let data4 = data.amount_cents;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate35.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/type",keyword:"type",params:{type: schema46.properties.amount_cents.type},message:"must be integer,null"}];
return false;
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
if((typeof data5 !== "string") && (data5 !== null)){
validate35.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: schema46.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate35.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
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
if(data.reversibility_class !== undefined){
let data6 = data.reversibility_class;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate35.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data6 === "reversible") || (data6 === "compensatable")) || (data6 === "irreversible"))){
validate35.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema46.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.change !== undefined){
let data7 = data.change;
const _errs16 = errors;
const _errs17 = errors;
let valid1 = false;
let passing0 = null;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((((((data7.title === undefined) && (missing1 = "title")) || ((data7.changes === undefined) && (missing1 = "changes"))) || ((data7.amount_cents === undefined) && (missing1 = "amount_cents"))) || ((data7.reversibility_class === undefined) && (missing1 = "reversibility_class"))) || ((data7.reversal === undefined) && (missing1 = "reversal"))){
const err0 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs20 = errors;
for(const key1 in data7){
if(!(((((key1 === "title") || (key1 === "changes")) || (key1 === "amount_cents")) || (key1 === "reversibility_class")) || (key1 === "reversal"))){
const err1 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs20 === errors){
if(data7.title !== undefined){
const _errs21 = errors;
if(typeof data7.title !== "string"){
const err2 = {instancePath:instancePath+"/change/title",schemaPath:"#/properties/change/oneOf/0/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.changes !== undefined){
let data9 = data7.changes;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data9)){
if(data9.length < 1){
const err3 = {instancePath:instancePath+"/change/changes",schemaPath:"#/properties/change/oneOf/0/properties/changes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
var valid3 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs25 = errors;
if(errors === _errs25){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if((((((data10.resource_kind === undefined) && (missing2 = "resource_kind")) || ((data10.resource_ref === undefined) && (missing2 = "resource_ref"))) || ((data10.field === undefined) && (missing2 = "field"))) || ((data10.before === undefined) && (missing2 = "before"))) || ((data10.after === undefined) && (missing2 = "after"))){
const err4 = {instancePath:instancePath+"/change/changes/" + i0,schemaPath:"#/properties/change/oneOf/0/properties/changes/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
const _errs27 = errors;
for(const key2 in data10){
if(!(((((key2 === "resource_kind") || (key2 === "resource_ref")) || (key2 === "field")) || (key2 === "before")) || (key2 === "after"))){
const err5 = {instancePath:instancePath+"/change/changes/" + i0,schemaPath:"#/properties/change/oneOf/0/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break;
}
}
if(_errs27 === errors){
if(data10.resource_kind !== undefined){
const _errs28 = errors;
if(typeof data10.resource_kind !== "string"){
const err6 = {instancePath:instancePath+"/change/changes/" + i0+"/resource_kind",schemaPath:"#/properties/change/oneOf/0/properties/changes/items/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.resource_ref !== undefined){
const _errs30 = errors;
if(typeof data10.resource_ref !== "string"){
const err7 = {instancePath:instancePath+"/change/changes/" + i0+"/resource_ref",schemaPath:"#/properties/change/oneOf/0/properties/changes/items/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.field !== undefined){
const _errs32 = errors;
if(typeof data10.field !== "string"){
const err8 = {instancePath:instancePath+"/change/changes/" + i0+"/field",schemaPath:"#/properties/change/oneOf/0/properties/changes/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid4 = _errs32 === errors;
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
const err9 = {instancePath:instancePath+"/change/changes/" + i0,schemaPath:"#/properties/change/oneOf/0/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/change/changes",schemaPath:"#/properties/change/oneOf/0/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.amount_cents !== undefined){
let data14 = data7.amount_cents;
const _errs34 = errors;
if((!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) && (data14 !== null)){
const err11 = {instancePath:instancePath+"/change/amount_cents",schemaPath:"#/properties/change/oneOf/0/properties/amount_cents/type",keyword:"type",params:{type: schema46.properties.change.oneOf[0].properties.amount_cents.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.reversibility_class !== undefined){
let data15 = data7.reversibility_class;
const _errs36 = errors;
if(typeof data15 !== "string"){
const err12 = {instancePath:instancePath+"/change/reversibility_class",schemaPath:"#/properties/change/oneOf/0/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data15 === "reversible") || (data15 === "compensatable")) || (data15 === "irreversible"))){
const err13 = {instancePath:instancePath+"/change/reversibility_class",schemaPath:"#/properties/change/oneOf/0/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema46.properties.change.oneOf[0].properties.reversibility_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.reversal !== undefined){
let data16 = data7.reversal;
const _errs38 = errors;
const _errs39 = errors;
let valid5 = false;
let passing1 = null;
const _errs40 = errors;
if(errors === _errs40){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing3;
if((((data16.operation === undefined) && (missing3 = "operation")) || ((data16.arguments === undefined) && (missing3 = "arguments"))) || ((data16.description === undefined) && (missing3 = "description"))){
const err14 = {instancePath:instancePath+"/change/reversal",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
const _errs42 = errors;
for(const key3 in data16){
if(!(((key3 === "operation") || (key3 === "arguments")) || (key3 === "description"))){
const err15 = {instancePath:instancePath+"/change/reversal",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
}
if(_errs42 === errors){
if(data16.operation !== undefined){
const _errs43 = errors;
if(typeof data16.operation !== "string"){
const err16 = {instancePath:instancePath+"/change/reversal/operation",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid6 = _errs43 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data16.arguments !== undefined){
let data18 = data16.arguments;
const _errs45 = errors;
if(errors === _errs45){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
}
else {
const err17 = {instancePath:instancePath+"/change/reversal/arguments",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data16.description !== undefined){
const _errs48 = errors;
if(typeof data16.description !== "string"){
const err18 = {instancePath:instancePath+"/change/reversal/description",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/change/reversal",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid1 = _errs40 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs50 = errors;
if(data16 !== null){
const err20 = {instancePath:instancePath+"/change/reversal",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs50 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err21 = {instancePath:instancePath+"/change/reversal",schemaPath:"#/properties/change/oneOf/0/properties/reversal/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs52 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err24 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate35.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requested_by !== undefined){
const _errs54 = errors;
if(typeof data.requested_by !== "string"){
validate35.errors = [{instancePath:instancePath+"/requested_by",schemaPath:"#/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data21 = data.actor;
const _errs56 = errors;
if(errors === _errs56){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing4;
if(((data21.type === undefined) && (missing4 = "type")) || ((data21.id === undefined) && (missing4 = "id"))){
validate35.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs58 = errors;
for(const key4 in data21){
if(!((key4 === "type") || (key4 === "id"))){
validate35.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs58 === errors){
if(data21.type !== undefined){
let data22 = data21.type;
const _errs59 = errors;
if(typeof data22 !== "string"){
validate35.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data22 === "operator") || (data22 === "credential")) || (data22 === "service")) || (data22 === "external"))){
validate35.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs59 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.id !== undefined){
let data23 = data21.id;
const _errs61 = errors;
if((typeof data23 !== "string") && (data23 !== null)){
validate35.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema46.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs61){
if(typeof data23 === "string"){
if(data23.length > 320 && (data23.length > 640 || func5(data23) > 320)){
validate35.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requested_at !== undefined){
let data24 = data.requested_at;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data24 === "string"){
if(!(formats10.validate(data24))){
validate35.errors = [{instancePath:instancePath+"/requested_at",schemaPath:"#/properties/requested_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/requested_at",schemaPath:"#/properties/requested_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data25 = data.expires_at;
const _errs65 = errors;
if(errors === _errs65){
if(errors === _errs65){
if(typeof data25 === "string"){
if(!(formats10.validate(data25))){
validate35.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data26 = data.links;
const _errs67 = errors;
if(errors === _errs67){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing5;
if(((data26.status === undefined) && (missing5 = "status")) || ((data26.dashboard === undefined) && (missing5 = "dashboard"))){
validate35.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs69 = errors;
for(const key5 in data26){
if(!((key5 === "status") || (key5 === "dashboard"))){
validate35.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs69 === errors){
if(data26.status !== undefined){
let data27 = data26.status;
const _errs70 = errors;
if(errors === _errs70){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing6;
if((((data27.operation === undefined) && (missing6 = "operation")) || ((data27.path === undefined) && (missing6 = "path"))) || ((data27.arguments === undefined) && (missing6 = "arguments"))){
validate35.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs72 = errors;
for(const key6 in data27){
if(!(((key6 === "operation") || (key6 === "path")) || (key6 === "arguments"))){
validate35.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs72 === errors){
if(data27.operation !== undefined){
const _errs73 = errors;
if(typeof data27.operation !== "string"){
validate35.errors = [{instancePath:instancePath+"/links/status/operation",schemaPath:"#/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs73 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data27.path !== undefined){
const _errs75 = errors;
if(typeof data27.path !== "string"){
validate35.errors = [{instancePath:instancePath+"/links/status/path",schemaPath:"#/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs75 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data27.arguments !== undefined){
let data30 = data27.arguments;
const _errs77 = errors;
if(errors === _errs77){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key7 in data30){
const _errs80 = errors;
if(typeof data30[key7] !== "string"){
validate35.errors = [{instancePath:instancePath+"/links/status/arguments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs80 === errors;
if(!valid10){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/links/status/arguments",schemaPath:"#/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs77 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs70 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data26.dashboard !== undefined){
let data32 = data26.dashboard;
const _errs82 = errors;
if(errors === _errs82){
if(typeof data32 === "string"){
if(!pattern19.test(data32)){
validate35.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs82 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs67 === errors;
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

export const event_approval_requested = validate36;
const schema47 = {"type":"object","description":"The CloudEvents 1.0 envelope of `approval.requested` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"approval.requested"},"subject":{"type":"string","format":"uuid","description":"The approval id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A card now waits for an operator: either a proposed write that was not\napplied at once (no auto-apply, a store rule held it, or it hands authority\nback to automation), or an app's approval request (`POST /api/v1/approvals`).\nMirrors the card (`approval_status`) at the moment it was created.\n","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","change","requested_by","actor","requested_at","expires_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation applied on approval (proposed writes), e.g. `storefront_update_variant_price`; null for app requests."},"title":{"type":"string","description":"One line for a person, as on the card."},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of `currency`; null when the request has no monetary size."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$","description":"ISO 4217 code of `amount_cents`; null exactly when `amount_cents` is."},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"change":{"oneOf":[{"type":"object","description":"The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.","required":["title","changes","amount_cents","reversibility_class","reversal"],"additionalProperties":false,"properties":{"title":{"type":"string","description":"One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`."},"changes":{"type":"array","minItems":1,"items":{"type":"object","description":"One field of one resource, before and after the change. Money in the store currency's major units.","required":["resource_kind","resource_ref","field","before","after"],"additionalProperties":false,"properties":{"resource_kind":{"type":"string","description":"Kind of resource, e.g. `variant`, `store`, `agent`."},"resource_ref":{"type":"string","description":"Identifier of the resource (a UUID, a slug or the store id)."},"field":{"type":"string","description":"The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`."},"before":{"description":"Value now (when proposed), as JSON."},"after":{"description":"Value after the change, as JSON."}}}},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of the store currency, when the change has a monetary size."},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"reversal":{"oneOf":[{"type":"object","description":"The write that undoes the change.","required":["operation","arguments","description"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"Operation name to call, e.g. `storefront_update_variant_price`."},"arguments":{"type":"object","description":"Its arguments.","additionalProperties":true},"description":{"type":"string","description":"What the reversal does, for a person."}}},{"type":"null"}],"description":"How to undo it; null when it cannot be undone by another write."}}},{"type":"null"}],"description":"The exact change, every field with its `before` and `after` (proposed writes); null for app requests."},"requested_by":{"type":"string","description":"Credential id that created the card (the card's `requested_by`)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"requested_at":{"type":"string","format":"date-time"},"expires_at":{"type":"string","format":"date-time","description":"Deadline; without a decision by then the card expires (`approval.expired`)."},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}}}},"$id":"urn:storeops:event:approval.requested"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:approval.requested" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema47.properties, key0))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate36.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate36.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("approval.requested" !== data3){
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "approval.requested"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate36.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate36.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate36.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate36.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate36.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((((data8.approval_id === undefined) && (missing1 = "approval_id")) || ((data8.kind === undefined) && (missing1 = "kind"))) || ((data8.operation === undefined) && (missing1 = "operation"))) || ((data8.title === undefined) && (missing1 = "title"))) || ((data8.amount_cents === undefined) && (missing1 = "amount_cents"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.reversibility_class === undefined) && (missing1 = "reversibility_class"))) || ((data8.change === undefined) && (missing1 = "change"))) || ((data8.requested_by === undefined) && (missing1 = "requested_by"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.requested_at === undefined) && (missing1 = "requested_at"))) || ((data8.expires_at === undefined) && (missing1 = "expires_at"))) || ((data8.links === undefined) && (missing1 = "links"))){
validate36.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema47.properties.data.properties, key1))){
validate36.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.approval_id !== undefined){
let data9 = data8.approval_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate36.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.kind !== undefined){
let data10 = data8.kind;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "proposed_write") || (data10 === "app_request"))){
validate36.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/enum",keyword:"enum",params:{allowedValues: schema47.properties.data.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.operation !== undefined){
let data11 = data8.operation;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate36.errors = [{instancePath:instancePath+"/data/operation",schemaPath:"#/properties/data/properties/operation/type",keyword:"type",params:{type: schema47.properties.data.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.title !== undefined){
const _errs27 = errors;
if(typeof data8.title !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/title",schemaPath:"#/properties/data/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.amount_cents !== undefined){
let data13 = data8.amount_cents;
const _errs29 = errors;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
validate36.errors = [{instancePath:instancePath+"/data/amount_cents",schemaPath:"#/properties/data/properties/amount_cents/type",keyword:"type",params:{type: schema47.properties.data.properties.amount_cents.type},message:"must be integer,null"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate36.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: schema47.properties.data.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate36.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversibility_class !== undefined){
let data15 = data8.reversibility_class;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data15 === "reversible") || (data15 === "compensatable")) || (data15 === "irreversible"))){
validate36.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema47.properties.data.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.change !== undefined){
let data16 = data8.change;
const _errs35 = errors;
const _errs36 = errors;
let valid2 = false;
let passing0 = null;
const _errs37 = errors;
if(errors === _errs37){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing2;
if((((((data16.title === undefined) && (missing2 = "title")) || ((data16.changes === undefined) && (missing2 = "changes"))) || ((data16.amount_cents === undefined) && (missing2 = "amount_cents"))) || ((data16.reversibility_class === undefined) && (missing2 = "reversibility_class"))) || ((data16.reversal === undefined) && (missing2 = "reversal"))){
const err0 = {instancePath:instancePath+"/data/change",schemaPath:"#/properties/data/properties/change/oneOf/0/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs39 = errors;
for(const key2 in data16){
if(!(((((key2 === "title") || (key2 === "changes")) || (key2 === "amount_cents")) || (key2 === "reversibility_class")) || (key2 === "reversal"))){
const err1 = {instancePath:instancePath+"/data/change",schemaPath:"#/properties/data/properties/change/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs39 === errors){
if(data16.title !== undefined){
const _errs40 = errors;
if(typeof data16.title !== "string"){
const err2 = {instancePath:instancePath+"/data/change/title",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs40 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.changes !== undefined){
let data18 = data16.changes;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data18)){
if(data18.length < 1){
const err3 = {instancePath:instancePath+"/data/change/changes",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
var valid4 = true;
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
const _errs44 = errors;
if(errors === _errs44){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing3;
if((((((data19.resource_kind === undefined) && (missing3 = "resource_kind")) || ((data19.resource_ref === undefined) && (missing3 = "resource_ref"))) || ((data19.field === undefined) && (missing3 = "field"))) || ((data19.before === undefined) && (missing3 = "before"))) || ((data19.after === undefined) && (missing3 = "after"))){
const err4 = {instancePath:instancePath+"/data/change/changes/" + i0,schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
const _errs46 = errors;
for(const key3 in data19){
if(!(((((key3 === "resource_kind") || (key3 === "resource_ref")) || (key3 === "field")) || (key3 === "before")) || (key3 === "after"))){
const err5 = {instancePath:instancePath+"/data/change/changes/" + i0,schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break;
}
}
if(_errs46 === errors){
if(data19.resource_kind !== undefined){
const _errs47 = errors;
if(typeof data19.resource_kind !== "string"){
const err6 = {instancePath:instancePath+"/data/change/changes/" + i0+"/resource_kind",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.resource_ref !== undefined){
const _errs49 = errors;
if(typeof data19.resource_ref !== "string"){
const err7 = {instancePath:instancePath+"/data/change/changes/" + i0+"/resource_ref",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.field !== undefined){
const _errs51 = errors;
if(typeof data19.field !== "string"){
const err8 = {instancePath:instancePath+"/data/change/changes/" + i0+"/field",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid5 = _errs51 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/data/change/changes/" + i0,schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid4 = _errs44 === errors;
if(!valid4){
break;
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/data/change/changes",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.amount_cents !== undefined){
let data23 = data16.amount_cents;
const _errs53 = errors;
if((!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) && (data23 !== null)){
const err11 = {instancePath:instancePath+"/data/change/amount_cents",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/amount_cents/type",keyword:"type",params:{type: schema47.properties.data.properties.change.oneOf[0].properties.amount_cents.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid3 = _errs53 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.reversibility_class !== undefined){
let data24 = data16.reversibility_class;
const _errs55 = errors;
if(typeof data24 !== "string"){
const err12 = {instancePath:instancePath+"/data/change/reversibility_class",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data24 === "reversible") || (data24 === "compensatable")) || (data24 === "irreversible"))){
const err13 = {instancePath:instancePath+"/data/change/reversibility_class",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema47.properties.data.properties.change.oneOf[0].properties.reversibility_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid3 = _errs55 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.reversal !== undefined){
let data25 = data16.reversal;
const _errs57 = errors;
const _errs58 = errors;
let valid6 = false;
let passing1 = null;
const _errs59 = errors;
if(errors === _errs59){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing4;
if((((data25.operation === undefined) && (missing4 = "operation")) || ((data25.arguments === undefined) && (missing4 = "arguments"))) || ((data25.description === undefined) && (missing4 = "description"))){
const err14 = {instancePath:instancePath+"/data/change/reversal",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
const _errs61 = errors;
for(const key4 in data25){
if(!(((key4 === "operation") || (key4 === "arguments")) || (key4 === "description"))){
const err15 = {instancePath:instancePath+"/data/change/reversal",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
}
if(_errs61 === errors){
if(data25.operation !== undefined){
const _errs62 = errors;
if(typeof data25.operation !== "string"){
const err16 = {instancePath:instancePath+"/data/change/reversal/operation",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid7 = _errs62 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data25.arguments !== undefined){
let data27 = data25.arguments;
const _errs64 = errors;
if(errors === _errs64){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
}
else {
const err17 = {instancePath:instancePath+"/data/change/reversal/arguments",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var valid7 = _errs64 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data25.description !== undefined){
const _errs67 = errors;
if(typeof data25.description !== "string"){
const err18 = {instancePath:instancePath+"/data/change/reversal/description",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid7 = _errs67 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/data/change/reversal",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid1 = _errs59 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs69 = errors;
if(data25 !== null){
const err20 = {instancePath:instancePath+"/data/change/reversal",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs69 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err21 = {instancePath:instancePath+"/data/change/reversal",schemaPath:"#/properties/data/properties/change/oneOf/0/properties/reversal/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs57 === errors;
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
const err22 = {instancePath:instancePath+"/data/change",schemaPath:"#/properties/data/properties/change/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs37 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs71 = errors;
if(data16 !== null){
const err23 = {instancePath:instancePath+"/data/change",schemaPath:"#/properties/data/properties/change/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs71 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err24 = {instancePath:instancePath+"/data/change",schemaPath:"#/properties/data/properties/change/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.requested_by !== undefined){
const _errs73 = errors;
if(typeof data8.requested_by !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/requested_by",schemaPath:"#/properties/data/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs73 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data30 = data8.actor;
const _errs75 = errors;
if(errors === _errs75){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing5;
if(((data30.type === undefined) && (missing5 = "type")) || ((data30.id === undefined) && (missing5 = "id"))){
validate36.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs77 = errors;
for(const key5 in data30){
if(!((key5 === "type") || (key5 === "id"))){
validate36.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs77 === errors){
if(data30.type !== undefined){
let data31 = data30.type;
const _errs78 = errors;
if(typeof data31 !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data31 === "operator") || (data31 === "credential")) || (data31 === "service")) || (data31 === "external"))){
validate36.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema47.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs78 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data30.id !== undefined){
let data32 = data30.id;
const _errs80 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate36.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema47.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs80){
if(typeof data32 === "string"){
if(data32.length > 320 && (data32.length > 640 || func5(data32) > 320)){
validate36.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid8 = _errs80 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs75 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.requested_at !== undefined){
let data33 = data8.requested_at;
const _errs82 = errors;
if(errors === _errs82){
if(errors === _errs82){
if(typeof data33 === "string"){
if(!(formats10.validate(data33))){
validate36.errors = [{instancePath:instancePath+"/data/requested_at",schemaPath:"#/properties/data/properties/requested_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/requested_at",schemaPath:"#/properties/data/properties/requested_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs82 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.expires_at !== undefined){
let data34 = data8.expires_at;
const _errs84 = errors;
if(errors === _errs84){
if(errors === _errs84){
if(typeof data34 === "string"){
if(!(formats10.validate(data34))){
validate36.errors = [{instancePath:instancePath+"/data/expires_at",schemaPath:"#/properties/data/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/expires_at",schemaPath:"#/properties/data/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs84 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.links !== undefined){
let data35 = data8.links;
const _errs86 = errors;
if(errors === _errs86){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing6;
if(((data35.status === undefined) && (missing6 = "status")) || ((data35.dashboard === undefined) && (missing6 = "dashboard"))){
validate36.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs88 = errors;
for(const key6 in data35){
if(!((key6 === "status") || (key6 === "dashboard"))){
validate36.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs88 === errors){
if(data35.status !== undefined){
let data36 = data35.status;
const _errs89 = errors;
if(errors === _errs89){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
let missing7;
if((((data36.operation === undefined) && (missing7 = "operation")) || ((data36.path === undefined) && (missing7 = "path"))) || ((data36.arguments === undefined) && (missing7 = "arguments"))){
validate36.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs91 = errors;
for(const key7 in data36){
if(!(((key7 === "operation") || (key7 === "path")) || (key7 === "arguments"))){
validate36.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs91 === errors){
if(data36.operation !== undefined){
const _errs92 = errors;
if(typeof data36.operation !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/links/status/operation",schemaPath:"#/properties/data/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs92 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data36.path !== undefined){
const _errs94 = errors;
if(typeof data36.path !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/links/status/path",schemaPath:"#/properties/data/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs94 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data36.arguments !== undefined){
let data39 = data36.arguments;
const _errs96 = errors;
if(errors === _errs96){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key8 in data39){
const _errs99 = errors;
if(typeof data39[key8] !== "string"){
validate36.errors = [{instancePath:instancePath+"/data/links/status/arguments/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs99 === errors;
if(!valid11){
break;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/links/status/arguments",schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs96 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs89 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data35.dashboard !== undefined){
let data41 = data35.dashboard;
const _errs101 = errors;
if(errors === _errs101){
if(typeof data41 === "string"){
if(!pattern19.test(data41)){
validate36.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs101 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs86 === errors;
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
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_approval_decided = validate37;
const schema48 = {"type":"object","description":"A card left `requested` by a decision. `status`:\n- `approved`: approved; for a proposed write the change was applied\n  (`applied: true`, `receipt_id`); for an app request the app may now act;\n- `rejected`: a person rejected it (`reason` as given, or null);\n- `failed`: a person approved, but the world had moved since the proposal\n  or a store rule now refuses it, so nothing was applied (`reason` says why).\n`decided_by` is the card's field (operator email, `auto-apply`,\n`immediate` for a stop that applies at once, `test_helper:<credential id>`\nin a sandbox); `actor` says the same as a typed actor.\n","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","status","decision","applied","reason","receipt_id","requested_by","decided_by","actor","decided_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation applied on approval (proposed writes); null for app requests."},"title":{"type":"string"},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of `currency`."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$"},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"status":{"type":"string","enum":["approved","rejected","failed"],"description":"The card's state after the decision."},"decision":{"type":"string","enum":["approve","reject"],"description":"What the decider chose (`failed` follows an `approve`)."},"applied":{"type":"boolean","description":"True when the service applied the change (an approved proposed write)."},"reason":{"type":["string","null"],"description":"Why it was rejected or failed; null when approved or rejected without a reason."},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the applied change; null unless `applied`."},"requested_by":{"type":"string","description":"Credential id that created the card."},"decided_by":{"type":"string","description":"The card's `decided_by`."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"decided_at":{"type":"string","format":"date-time"},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}},"$id":"urn:storeops:event-data:approval.decided"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:approval.decided" */;
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
if((((((((((((((((((data.approval_id === undefined) && (missing0 = "approval_id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.operation === undefined) && (missing0 = "operation"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.amount_cents === undefined) && (missing0 = "amount_cents"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.reversibility_class === undefined) && (missing0 = "reversibility_class"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.decision === undefined) && (missing0 = "decision"))) || ((data.applied === undefined) && (missing0 = "applied"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.receipt_id === undefined) && (missing0 = "receipt_id"))) || ((data.requested_by === undefined) && (missing0 = "requested_by"))) || ((data.decided_by === undefined) && (missing0 = "decided_by"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.decided_at === undefined) && (missing0 = "decided_at"))) || ((data.links === undefined) && (missing0 = "links"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema48.properties, key0))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate37.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.kind !== undefined){
let data1 = data.kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate37.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "proposed_write") || (data1 === "app_request"))){
validate37.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema48.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation !== undefined){
let data2 = data.operation;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate37.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: schema48.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs8 = errors;
if(typeof data.title !== "string"){
validate37.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount_cents !== undefined){
let data4 = data.amount_cents;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate37.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/type",keyword:"type",params:{type: schema48.properties.amount_cents.type},message:"must be integer,null"}];
return false;
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
if((typeof data5 !== "string") && (data5 !== null)){
validate37.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: schema48.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate37.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
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
if(data.reversibility_class !== undefined){
let data6 = data.reversibility_class;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate37.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data6 === "reversible") || (data6 === "compensatable")) || (data6 === "irreversible"))){
validate37.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema48.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "approved") || (data7 === "rejected")) || (data7 === "failed"))){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data8 = data.decision;
const _errs18 = errors;
if(typeof data8 !== "string"){
validate37.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data8 === "approve") || (data8 === "reject"))){
validate37.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema48.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applied !== undefined){
const _errs20 = errors;
if(typeof data.applied !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data10 = data.reason;
const _errs22 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate37.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema48.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipt_id !== undefined){
let data11 = data.receipt_id;
const _errs24 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate37.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/type",keyword:"type",params:{type: schema48.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs24){
if(errors === _errs24){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate37.errors = [{instancePath:instancePath+"/receipt_id",schemaPath:"#/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requested_by !== undefined){
const _errs26 = errors;
if(typeof data.requested_by !== "string"){
validate37.errors = [{instancePath:instancePath+"/requested_by",schemaPath:"#/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decided_by !== undefined){
const _errs28 = errors;
if(typeof data.decided_by !== "string"){
validate37.errors = [{instancePath:instancePath+"/decided_by",schemaPath:"#/properties/decided_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data14 = data.actor;
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing1;
if(((data14.type === undefined) && (missing1 = "type")) || ((data14.id === undefined) && (missing1 = "id"))){
validate37.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs32 = errors;
for(const key1 in data14){
if(!((key1 === "type") || (key1 === "id"))){
validate37.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs32 === errors){
if(data14.type !== undefined){
let data15 = data14.type;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate37.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data15 === "operator") || (data15 === "credential")) || (data15 === "service")) || (data15 === "external"))){
validate37.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema48.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data14.id !== undefined){
let data16 = data14.id;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate37.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema48.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs35){
if(typeof data16 === "string"){
if(data16.length > 320 && (data16.length > 640 || func5(data16) > 320)){
validate37.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decided_at !== undefined){
let data17 = data.decided_at;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data17 === "string"){
if(!(formats10.validate(data17))){
validate37.errors = [{instancePath:instancePath+"/decided_at",schemaPath:"#/properties/decided_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/decided_at",schemaPath:"#/properties/decided_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data18 = data.links;
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if(((data18.status === undefined) && (missing2 = "status")) || ((data18.dashboard === undefined) && (missing2 = "dashboard"))){
validate37.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key2 in data18){
if(!((key2 === "status") || (key2 === "dashboard"))){
validate37.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data18.status !== undefined){
let data19 = data18.status;
const _errs42 = errors;
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing3;
if((((data19.operation === undefined) && (missing3 = "operation")) || ((data19.path === undefined) && (missing3 = "path"))) || ((data19.arguments === undefined) && (missing3 = "arguments"))){
validate37.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs44 = errors;
for(const key3 in data19){
if(!(((key3 === "operation") || (key3 === "path")) || (key3 === "arguments"))){
validate37.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs44 === errors){
if(data19.operation !== undefined){
const _errs45 = errors;
if(typeof data19.operation !== "string"){
validate37.errors = [{instancePath:instancePath+"/links/status/operation",schemaPath:"#/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data19.path !== undefined){
const _errs47 = errors;
if(typeof data19.path !== "string"){
validate37.errors = [{instancePath:instancePath+"/links/status/path",schemaPath:"#/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data19.arguments !== undefined){
let data22 = data19.arguments;
const _errs49 = errors;
if(errors === _errs49){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key4 in data22){
const _errs52 = errors;
if(typeof data22[key4] !== "string"){
validate37.errors = [{instancePath:instancePath+"/links/status/arguments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs52 === errors;
if(!valid4){
break;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/links/status/arguments",schemaPath:"#/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data18.dashboard !== undefined){
let data24 = data18.dashboard;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data24 === "string"){
if(!pattern19.test(data24)){
validate37.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs54 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
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

export const event_approval_decided = validate38;
const schema49 = {"type":"object","description":"The CloudEvents 1.0 envelope of `approval.decided` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"approval.decided"},"subject":{"type":"string","format":"uuid","description":"The approval id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A card left `requested` by a decision. `status`:\n- `approved`: approved; for a proposed write the change was applied\n  (`applied: true`, `receipt_id`); for an app request the app may now act;\n- `rejected`: a person rejected it (`reason` as given, or null);\n- `failed`: a person approved, but the world had moved since the proposal\n  or a store rule now refuses it, so nothing was applied (`reason` says why).\n`decided_by` is the card's field (operator email, `auto-apply`,\n`immediate` for a stop that applies at once, `test_helper:<credential id>`\nin a sandbox); `actor` says the same as a typed actor.\n","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","status","decision","applied","reason","receipt_id","requested_by","decided_by","actor","decided_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation applied on approval (proposed writes); null for app requests."},"title":{"type":"string"},"amount_cents":{"type":["integer","null"],"description":"Money at stake in cents of `currency`."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$"},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"status":{"type":"string","enum":["approved","rejected","failed"],"description":"The card's state after the decision."},"decision":{"type":"string","enum":["approve","reject"],"description":"What the decider chose (`failed` follows an `approve`)."},"applied":{"type":"boolean","description":"True when the service applied the change (an approved proposed write)."},"reason":{"type":["string","null"],"description":"Why it was rejected or failed; null when approved or rejected without a reason."},"receipt_id":{"type":["string","null"],"format":"uuid","description":"Receipt of the applied change; null unless `applied`."},"requested_by":{"type":"string","description":"Credential id that created the card."},"decided_by":{"type":"string","description":"The card's `decided_by`."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"decided_at":{"type":"string","format":"date-time"},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}}}},"$id":"urn:storeops:event:approval.decided"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:approval.decided" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema49.properties, key0))){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate38.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate38.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate38.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate38.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate38.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("approval.decided" !== data3){
validate38.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "approval.decided"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate38.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate38.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate38.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate38.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate38.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((((((((data8.approval_id === undefined) && (missing1 = "approval_id")) || ((data8.kind === undefined) && (missing1 = "kind"))) || ((data8.operation === undefined) && (missing1 = "operation"))) || ((data8.title === undefined) && (missing1 = "title"))) || ((data8.amount_cents === undefined) && (missing1 = "amount_cents"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.reversibility_class === undefined) && (missing1 = "reversibility_class"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.decision === undefined) && (missing1 = "decision"))) || ((data8.applied === undefined) && (missing1 = "applied"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.receipt_id === undefined) && (missing1 = "receipt_id"))) || ((data8.requested_by === undefined) && (missing1 = "requested_by"))) || ((data8.decided_by === undefined) && (missing1 = "decided_by"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.decided_at === undefined) && (missing1 = "decided_at"))) || ((data8.links === undefined) && (missing1 = "links"))){
validate38.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema49.properties.data.properties, key1))){
validate38.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.approval_id !== undefined){
let data9 = data8.approval_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate38.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.kind !== undefined){
let data10 = data8.kind;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "proposed_write") || (data10 === "app_request"))){
validate38.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/enum",keyword:"enum",params:{allowedValues: schema49.properties.data.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.operation !== undefined){
let data11 = data8.operation;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/operation",schemaPath:"#/properties/data/properties/operation/type",keyword:"type",params:{type: schema49.properties.data.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.title !== undefined){
const _errs27 = errors;
if(typeof data8.title !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/title",schemaPath:"#/properties/data/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.amount_cents !== undefined){
let data13 = data8.amount_cents;
const _errs29 = errors;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/amount_cents",schemaPath:"#/properties/data/properties/amount_cents/type",keyword:"type",params:{type: schema49.properties.data.properties.amount_cents.type},message:"must be integer,null"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: schema49.properties.data.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate38.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversibility_class !== undefined){
let data15 = data8.reversibility_class;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data15 === "reversible") || (data15 === "compensatable")) || (data15 === "irreversible"))){
validate38.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema49.properties.data.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data16 = data8.status;
const _errs35 = errors;
if(typeof data16 !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data16 === "approved") || (data16 === "rejected")) || (data16 === "failed"))){
validate38.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/enum",keyword:"enum",params:{allowedValues: schema49.properties.data.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.decision !== undefined){
let data17 = data8.decision;
const _errs37 = errors;
if(typeof data17 !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/decision",schemaPath:"#/properties/data/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data17 === "approve") || (data17 === "reject"))){
validate38.errors = [{instancePath:instancePath+"/data/decision",schemaPath:"#/properties/data/properties/decision/enum",keyword:"enum",params:{allowedValues: schema49.properties.data.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.applied !== undefined){
const _errs39 = errors;
if(typeof data8.applied !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/data/applied",schemaPath:"#/properties/data/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
let data19 = data8.reason;
const _errs41 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: schema49.properties.data.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.receipt_id !== undefined){
let data20 = data8.receipt_id;
const _errs43 = errors;
if((typeof data20 !== "string") && (data20 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/type",keyword:"type",params:{type: schema49.properties.data.properties.receipt_id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs43){
if(errors === _errs43){
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
validate38.errors = [{instancePath:instancePath+"/data/receipt_id",schemaPath:"#/properties/data/properties/receipt_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs43 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.requested_by !== undefined){
const _errs45 = errors;
if(typeof data8.requested_by !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/requested_by",schemaPath:"#/properties/data/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs45 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.decided_by !== undefined){
const _errs47 = errors;
if(typeof data8.decided_by !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/decided_by",schemaPath:"#/properties/data/properties/decided_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs47 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data23 = data8.actor;
const _errs49 = errors;
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing2;
if(((data23.type === undefined) && (missing2 = "type")) || ((data23.id === undefined) && (missing2 = "id"))){
validate38.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs51 = errors;
for(const key2 in data23){
if(!((key2 === "type") || (key2 === "id"))){
validate38.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs51 === errors){
if(data23.type !== undefined){
let data24 = data23.type;
const _errs52 = errors;
if(typeof data24 !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data24 === "operator") || (data24 === "credential")) || (data24 === "service")) || (data24 === "external"))){
validate38.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema49.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs52 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data23.id !== undefined){
let data25 = data23.id;
const _errs54 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate38.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema49.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs54){
if(typeof data25 === "string"){
if(data25.length > 320 && (data25.length > 640 || func5(data25) > 320)){
validate38.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs54 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs49 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.decided_at !== undefined){
let data26 = data8.decided_at;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data26 === "string"){
if(!(formats10.validate(data26))){
validate38.errors = [{instancePath:instancePath+"/data/decided_at",schemaPath:"#/properties/data/properties/decided_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/decided_at",schemaPath:"#/properties/data/properties/decided_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs56 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.links !== undefined){
let data27 = data8.links;
const _errs58 = errors;
if(errors === _errs58){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing3;
if(((data27.status === undefined) && (missing3 = "status")) || ((data27.dashboard === undefined) && (missing3 = "dashboard"))){
validate38.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs60 = errors;
for(const key3 in data27){
if(!((key3 === "status") || (key3 === "dashboard"))){
validate38.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs60 === errors){
if(data27.status !== undefined){
let data28 = data27.status;
const _errs61 = errors;
if(errors === _errs61){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if((((data28.operation === undefined) && (missing4 = "operation")) || ((data28.path === undefined) && (missing4 = "path"))) || ((data28.arguments === undefined) && (missing4 = "arguments"))){
validate38.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs63 = errors;
for(const key4 in data28){
if(!(((key4 === "operation") || (key4 === "path")) || (key4 === "arguments"))){
validate38.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs63 === errors){
if(data28.operation !== undefined){
const _errs64 = errors;
if(typeof data28.operation !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/links/status/operation",schemaPath:"#/properties/data/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs64 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data28.path !== undefined){
const _errs66 = errors;
if(typeof data28.path !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/links/status/path",schemaPath:"#/properties/data/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs66 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data28.arguments !== undefined){
let data31 = data28.arguments;
const _errs68 = errors;
if(errors === _errs68){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key5 in data31){
const _errs71 = errors;
if(typeof data31[key5] !== "string"){
validate38.errors = [{instancePath:instancePath+"/data/links/status/arguments/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs71 === errors;
if(!valid5){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/links/status/arguments",schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs68 === errors;
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
validate38.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs61 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data27.dashboard !== undefined){
let data33 = data27.dashboard;
const _errs73 = errors;
if(errors === _errs73){
if(typeof data33 === "string"){
if(!pattern19.test(data33)){
validate38.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs73 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs58 === errors;
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
}
}
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_approval_expired = validate39;
const schema50 = {"type":"object","description":"A card's deadline passed with no decision; it is closed as not approved (`status` `expired`) and nothing was applied.","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","status","reason","requested_by","actor","requested_at","expires_at","expired_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation the card would have applied (proposed writes); null for app requests."},"title":{"type":"string"},"amount_cents":{"type":["integer","null"]},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$"},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"status":{"type":"string","const":"expired"},"reason":{"type":"string","description":"Always `deadline passed with no decision`."},"requested_by":{"type":"string","description":"Credential id that created the card."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"requested_at":{"type":"string","format":"date-time"},"expires_at":{"type":"string","format":"date-time","description":"The deadline that passed."},"expired_at":{"type":"string","format":"date-time","description":"When the service closed the card (at or after `expires_at`)."},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}},"$id":"urn:storeops:event-data:approval.expired"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:approval.expired" */;
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
if((((((((((((((((data.approval_id === undefined) && (missing0 = "approval_id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.operation === undefined) && (missing0 = "operation"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.amount_cents === undefined) && (missing0 = "amount_cents"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.reversibility_class === undefined) && (missing0 = "reversibility_class"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.requested_by === undefined) && (missing0 = "requested_by"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.requested_at === undefined) && (missing0 = "requested_at"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))) || ((data.expired_at === undefined) && (missing0 = "expired_at"))) || ((data.links === undefined) && (missing0 = "links"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema50.properties, key0))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate39.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/approval_id",schemaPath:"#/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.kind !== undefined){
let data1 = data.kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "proposed_write") || (data1 === "app_request"))){
validate39.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema50.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation !== undefined){
let data2 = data.operation;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate39.errors = [{instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: schema50.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs8 = errors;
if(typeof data.title !== "string"){
validate39.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount_cents !== undefined){
let data4 = data.amount_cents;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate39.errors = [{instancePath:instancePath+"/amount_cents",schemaPath:"#/properties/amount_cents/type",keyword:"type",params:{type: schema50.properties.amount_cents.type},message:"must be integer,null"}];
return false;
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
if((typeof data5 !== "string") && (data5 !== null)){
validate39.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: schema50.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate39.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
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
if(data.reversibility_class !== undefined){
let data6 = data.reversibility_class;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate39.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data6 === "reversible") || (data6 === "compensatable")) || (data6 === "irreversible"))){
validate39.errors = [{instancePath:instancePath+"/reversibility_class",schemaPath:"#/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema50.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate39.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("expired" !== data7){
validate39.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "expired"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs18 = errors;
if(typeof data.reason !== "string"){
validate39.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requested_by !== undefined){
const _errs20 = errors;
if(typeof data.requested_by !== "string"){
validate39.errors = [{instancePath:instancePath+"/requested_by",schemaPath:"#/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data10 = data.actor;
const _errs22 = errors;
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if(((data10.type === undefined) && (missing1 = "type")) || ((data10.id === undefined) && (missing1 = "id"))){
validate39.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key1 in data10){
if(!((key1 === "type") || (key1 === "id"))){
validate39.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data10.type !== undefined){
let data11 = data10.type;
const _errs25 = errors;
if(typeof data11 !== "string"){
validate39.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data11 === "operator") || (data11 === "credential")) || (data11 === "service")) || (data11 === "external"))){
validate39.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema50.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data10.id !== undefined){
let data12 = data10.id;
const _errs27 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate39.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema50.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs27){
if(typeof data12 === "string"){
if(data12.length > 320 && (data12.length > 640 || func5(data12) > 320)){
validate39.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requested_at !== undefined){
let data13 = data.requested_at;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats10.validate(data13))){
validate39.errors = [{instancePath:instancePath+"/requested_at",schemaPath:"#/properties/requested_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/requested_at",schemaPath:"#/properties/requested_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data14 = data.expires_at;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!(formats10.validate(data14))){
validate39.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expired_at !== undefined){
let data15 = data.expired_at;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data15 === "string"){
if(!(formats10.validate(data15))){
validate39.errors = [{instancePath:instancePath+"/expired_at",schemaPath:"#/properties/expired_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/expired_at",schemaPath:"#/properties/expired_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data16 = data.links;
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing2;
if(((data16.status === undefined) && (missing2 = "status")) || ((data16.dashboard === undefined) && (missing2 = "dashboard"))){
validate39.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key2 in data16){
if(!((key2 === "status") || (key2 === "dashboard"))){
validate39.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.status !== undefined){
let data17 = data16.status;
const _errs38 = errors;
if(errors === _errs38){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing3;
if((((data17.operation === undefined) && (missing3 = "operation")) || ((data17.path === undefined) && (missing3 = "path"))) || ((data17.arguments === undefined) && (missing3 = "arguments"))){
validate39.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs40 = errors;
for(const key3 in data17){
if(!(((key3 === "operation") || (key3 === "path")) || (key3 === "arguments"))){
validate39.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs40 === errors){
if(data17.operation !== undefined){
const _errs41 = errors;
if(typeof data17.operation !== "string"){
validate39.errors = [{instancePath:instancePath+"/links/status/operation",schemaPath:"#/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.path !== undefined){
const _errs43 = errors;
if(typeof data17.path !== "string"){
validate39.errors = [{instancePath:instancePath+"/links/status/path",schemaPath:"#/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.arguments !== undefined){
let data20 = data17.arguments;
const _errs45 = errors;
if(errors === _errs45){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key4 in data20){
const _errs48 = errors;
if(typeof data20[key4] !== "string"){
validate39.errors = [{instancePath:instancePath+"/links/status/arguments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs48 === errors;
if(!valid4){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/links/status/arguments",schemaPath:"#/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data16.dashboard !== undefined){
let data22 = data16.dashboard;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data22 === "string"){
if(!pattern19.test(data22)){
validate39.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/links/dashboard",schemaPath:"#/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs50 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

export const event_approval_expired = validate40;
const schema51 = {"type":"object","description":"The CloudEvents 1.0 envelope of `approval.expired` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"approval.expired"},"subject":{"type":"string","format":"uuid","description":"The approval id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A card's deadline passed with no decision; it is closed as not approved (`status` `expired`) and nothing was applied.","required":["approval_id","kind","operation","title","amount_cents","currency","reversibility_class","status","reason","requested_by","actor","requested_at","expires_at","expired_at","links"],"additionalProperties":false,"properties":{"approval_id":{"type":"string","format":"uuid","description":"The card's id (also the event's `subject`)."},"kind":{"type":"string","enum":["proposed_write","app_request"],"description":"`proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts)."},"operation":{"type":["string","null"],"description":"The operation the card would have applied (proposed writes); null for app requests."},"title":{"type":"string"},"amount_cents":{"type":["integer","null"]},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$"},"reversibility_class":{"type":"string","enum":["reversible","compensatable","irreversible"],"description":"How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set."},"status":{"type":"string","const":"expired"},"reason":{"type":"string","description":"Always `deadline passed with no decision`."},"requested_by":{"type":"string","description":"Credential id that created the card."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"requested_at":{"type":"string","format":"date-time"},"expires_at":{"type":"string","format":"date-time","description":"The deadline that passed."},"expired_at":{"type":"string","format":"date-time","description":"When the service closed the card (at or after `expires_at`)."},"links":{"type":"object","description":"Where to look at the card.","required":["status","dashboard"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}},"dashboard":{"type":"string","pattern":"^/","description":"The dashboard page where an operator decides cards (relative to the service's base URL).","examples":["/dashboard/approvals"]}}}}}},"$id":"urn:storeops:event:approval.expired"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:approval.expired" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema51.properties, key0))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate40.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate40.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate40.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate40.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate40.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("approval.expired" !== data3){
validate40.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "approval.expired"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate40.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate40.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate40.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate40.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate40.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate40.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((((((data8.approval_id === undefined) && (missing1 = "approval_id")) || ((data8.kind === undefined) && (missing1 = "kind"))) || ((data8.operation === undefined) && (missing1 = "operation"))) || ((data8.title === undefined) && (missing1 = "title"))) || ((data8.amount_cents === undefined) && (missing1 = "amount_cents"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.reversibility_class === undefined) && (missing1 = "reversibility_class"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.requested_by === undefined) && (missing1 = "requested_by"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.requested_at === undefined) && (missing1 = "requested_at"))) || ((data8.expires_at === undefined) && (missing1 = "expires_at"))) || ((data8.expired_at === undefined) && (missing1 = "expired_at"))) || ((data8.links === undefined) && (missing1 = "links"))){
validate40.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema51.properties.data.properties, key1))){
validate40.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.approval_id !== undefined){
let data9 = data8.approval_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate40.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/approval_id",schemaPath:"#/properties/data/properties/approval_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.kind !== undefined){
let data10 = data8.kind;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "proposed_write") || (data10 === "app_request"))){
validate40.errors = [{instancePath:instancePath+"/data/kind",schemaPath:"#/properties/data/properties/kind/enum",keyword:"enum",params:{allowedValues: schema51.properties.data.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.operation !== undefined){
let data11 = data8.operation;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate40.errors = [{instancePath:instancePath+"/data/operation",schemaPath:"#/properties/data/properties/operation/type",keyword:"type",params:{type: schema51.properties.data.properties.operation.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.title !== undefined){
const _errs27 = errors;
if(typeof data8.title !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/title",schemaPath:"#/properties/data/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.amount_cents !== undefined){
let data13 = data8.amount_cents;
const _errs29 = errors;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
validate40.errors = [{instancePath:instancePath+"/data/amount_cents",schemaPath:"#/properties/data/properties/amount_cents/type",keyword:"type",params:{type: schema51.properties.data.properties.amount_cents.type},message:"must be integer,null"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate40.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: schema51.properties.data.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate40.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversibility_class !== undefined){
let data15 = data8.reversibility_class;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data15 === "reversible") || (data15 === "compensatable")) || (data15 === "irreversible"))){
validate40.errors = [{instancePath:instancePath+"/data/reversibility_class",schemaPath:"#/properties/data/properties/reversibility_class/enum",keyword:"enum",params:{allowedValues: schema51.properties.data.properties.reversibility_class.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data16 = data8.status;
const _errs35 = errors;
if(typeof data16 !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("expired" !== data16){
validate40.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/const",keyword:"const",params:{allowedValue: "expired"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
const _errs37 = errors;
if(typeof data8.reason !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.requested_by !== undefined){
const _errs39 = errors;
if(typeof data8.requested_by !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/requested_by",schemaPath:"#/properties/data/properties/requested_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data19 = data8.actor;
const _errs41 = errors;
if(errors === _errs41){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing2;
if(((data19.type === undefined) && (missing2 = "type")) || ((data19.id === undefined) && (missing2 = "id"))){
validate40.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs43 = errors;
for(const key2 in data19){
if(!((key2 === "type") || (key2 === "id"))){
validate40.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs43 === errors){
if(data19.type !== undefined){
let data20 = data19.type;
const _errs44 = errors;
if(typeof data20 !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data20 === "operator") || (data20 === "credential")) || (data20 === "service")) || (data20 === "external"))){
validate40.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data19.id !== undefined){
let data21 = data19.id;
const _errs46 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate40.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema51.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length > 320 && (data21.length > 640 || func5(data21) > 320)){
validate40.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.requested_at !== undefined){
let data22 = data8.requested_at;
const _errs48 = errors;
if(errors === _errs48){
if(errors === _errs48){
if(typeof data22 === "string"){
if(!(formats10.validate(data22))){
validate40.errors = [{instancePath:instancePath+"/data/requested_at",schemaPath:"#/properties/data/properties/requested_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/requested_at",schemaPath:"#/properties/data/properties/requested_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs48 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.expires_at !== undefined){
let data23 = data8.expires_at;
const _errs50 = errors;
if(errors === _errs50){
if(errors === _errs50){
if(typeof data23 === "string"){
if(!(formats10.validate(data23))){
validate40.errors = [{instancePath:instancePath+"/data/expires_at",schemaPath:"#/properties/data/properties/expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/expires_at",schemaPath:"#/properties/data/properties/expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs50 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.expired_at !== undefined){
let data24 = data8.expired_at;
const _errs52 = errors;
if(errors === _errs52){
if(errors === _errs52){
if(typeof data24 === "string"){
if(!(formats10.validate(data24))){
validate40.errors = [{instancePath:instancePath+"/data/expired_at",schemaPath:"#/properties/data/properties/expired_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/expired_at",schemaPath:"#/properties/data/properties/expired_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs52 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.links !== undefined){
let data25 = data8.links;
const _errs54 = errors;
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if(((data25.status === undefined) && (missing3 = "status")) || ((data25.dashboard === undefined) && (missing3 = "dashboard"))){
validate40.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs56 = errors;
for(const key3 in data25){
if(!((key3 === "status") || (key3 === "dashboard"))){
validate40.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs56 === errors){
if(data25.status !== undefined){
let data26 = data25.status;
const _errs57 = errors;
if(errors === _errs57){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing4;
if((((data26.operation === undefined) && (missing4 = "operation")) || ((data26.path === undefined) && (missing4 = "path"))) || ((data26.arguments === undefined) && (missing4 = "arguments"))){
validate40.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs59 = errors;
for(const key4 in data26){
if(!(((key4 === "operation") || (key4 === "path")) || (key4 === "arguments"))){
validate40.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs59 === errors){
if(data26.operation !== undefined){
const _errs60 = errors;
if(typeof data26.operation !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/links/status/operation",schemaPath:"#/properties/data/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs60 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.path !== undefined){
const _errs62 = errors;
if(typeof data26.path !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/links/status/path",schemaPath:"#/properties/data/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs62 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data26.arguments !== undefined){
let data29 = data26.arguments;
const _errs64 = errors;
if(errors === _errs64){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key5 in data29){
const _errs67 = errors;
if(typeof data29[key5] !== "string"){
validate40.errors = [{instancePath:instancePath+"/data/links/status/arguments/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs67 === errors;
if(!valid5){
break;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/links/status/arguments",schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs64 === errors;
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
validate40.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs57 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data25.dashboard !== undefined){
let data31 = data25.dashboard;
const _errs69 = errors;
if(errors === _errs69){
if(typeof data31 === "string"){
if(!pattern19.test(data31)){
validate40.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/links/dashboard",schemaPath:"#/properties/data/properties/links/properties/dashboard/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs54 === errors;
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
}
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_intent_field_overwritten_externally = validate41;
const schema52 = {"type":"object","description":"A field the service set under an intent declaration (field ownership) was\nlater changed by someone else: at read-back the field held `observed`\ninstead of `desired`. Sent once per overwrite, when first read back; if the\nfield returns to `desired` and is overwritten again, it is sent again. The\ndeclaration stays `active`: the owner decides whether to set the field\nagain, release or revert it.\n","required":["intent_id","resource_kind","resource_ref","field","desired","observed","currency","owner_credential_id","actor","observed_at","links"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","description":"The declaration's id (also the event's `subject`)."},"resource_kind":{"type":"string","enum":["variant","campaign"]},"resource_ref":{"type":"string","description":"The resource's id (variant UUID or campaign id)."},"field":{"type":"string","enum":["price","compare_at_price","status","daily_budget","bidding"]},"desired":{"type":["number","string","null"],"description":"The value the service set for the owner (before the overwrite); money in major units of `currency`."},"observed":{"type":["number","string","null"],"description":"The value found at read-back (after the overwrite); null when the resource or field could not be read."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$","description":"ISO 4217 code of `desired` and `observed` for a money field (`price`, `compare_at_price`, `daily_budget`); null otherwise."},"owner_credential_id":{"type":"string","description":"The credential that owns the field (declared it)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"observed_at":{"type":"string","format":"date-time","description":"When the read-back found the change (the change itself happened between the previous read-back and this one)."},"links":{"type":"object","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}}}}},"$id":"urn:storeops:event-data:intent.field_overwritten_externally"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:intent.field_overwritten_externally" */;
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
if((((((((((((data.intent_id === undefined) && (missing0 = "intent_id")) || ((data.resource_kind === undefined) && (missing0 = "resource_kind"))) || ((data.resource_ref === undefined) && (missing0 = "resource_ref"))) || ((data.field === undefined) && (missing0 = "field"))) || ((data.desired === undefined) && (missing0 = "desired"))) || ((data.observed === undefined) && (missing0 = "observed"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.owner_credential_id === undefined) && (missing0 = "owner_credential_id"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.observed_at === undefined) && (missing0 = "observed_at"))) || ((data.links === undefined) && (missing0 = "links"))){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
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
if(data.resource_kind !== undefined){
let data1 = data.resource_kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate41.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "variant") || (data1 === "campaign"))){
validate41.errors = [{instancePath:instancePath+"/resource_kind",schemaPath:"#/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema52.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource_ref !== undefined){
const _errs6 = errors;
if(typeof data.resource_ref !== "string"){
validate41.errors = [{instancePath:instancePath+"/resource_ref",schemaPath:"#/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.field !== undefined){
let data3 = data.field;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate41.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "price") || (data3 === "compare_at_price")) || (data3 === "status")) || (data3 === "daily_budget")) || (data3 === "bidding"))){
validate41.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/enum",keyword:"enum",params:{allowedValues: schema52.properties.field.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.desired !== undefined){
let data4 = data.desired;
const _errs10 = errors;
if(((!((typeof data4 == "number") && (isFinite(data4)))) && (typeof data4 !== "string")) && (data4 !== null)){
validate41.errors = [{instancePath:instancePath+"/desired",schemaPath:"#/properties/desired/type",keyword:"type",params:{type: schema52.properties.desired.type},message:"must be number,string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observed !== undefined){
let data5 = data.observed;
const _errs12 = errors;
if(((!((typeof data5 == "number") && (isFinite(data5)))) && (typeof data5 !== "string")) && (data5 !== null)){
validate41.errors = [{instancePath:instancePath+"/observed",schemaPath:"#/properties/observed/type",keyword:"type",params:{type: schema52.properties.observed.type},message:"must be number,string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data6 = data.currency;
const _errs14 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate41.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: schema52.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs14){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate41.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
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
if(data.owner_credential_id !== undefined){
const _errs16 = errors;
if(typeof data.owner_credential_id !== "string"){
validate41.errors = [{instancePath:instancePath+"/owner_credential_id",schemaPath:"#/properties/owner_credential_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate41.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate41.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate41.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate41.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema52.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate41.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema52.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate41.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observed_at !== undefined){
let data11 = data.observed_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate41.errors = [{instancePath:instancePath+"/observed_at",schemaPath:"#/properties/observed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/observed_at",schemaPath:"#/properties/observed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data12 = data.links;
const _errs27 = errors;
if(errors === _errs27){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if((data12.status === undefined) && (missing2 = "status")){
validate41.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs29 = errors;
for(const key2 in data12){
if(!(key2 === "status")){
validate41.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs29 === errors){
if(data12.status !== undefined){
let data13 = data12.status;
const _errs30 = errors;
if(errors === _errs30){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing3;
if((((data13.operation === undefined) && (missing3 = "operation")) || ((data13.path === undefined) && (missing3 = "path"))) || ((data13.arguments === undefined) && (missing3 = "arguments"))){
validate41.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs32 = errors;
for(const key3 in data13){
if(!(((key3 === "operation") || (key3 === "path")) || (key3 === "arguments"))){
validate41.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs32 === errors){
if(data13.operation !== undefined){
const _errs33 = errors;
if(typeof data13.operation !== "string"){
validate41.errors = [{instancePath:instancePath+"/links/status/operation",schemaPath:"#/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data13.path !== undefined){
const _errs35 = errors;
if(typeof data13.path !== "string"){
validate41.errors = [{instancePath:instancePath+"/links/status/path",schemaPath:"#/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data13.arguments !== undefined){
let data16 = data13.arguments;
const _errs37 = errors;
if(errors === _errs37){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
const _errs40 = errors;
if(typeof data16[key4] !== "string"){
validate41.errors = [{instancePath:instancePath+"/links/status/arguments/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs40 === errors;
if(!valid4){
break;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/links/status/arguments",schemaPath:"#/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/links/status",schemaPath:"#/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs27 === errors;
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
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_intent_field_overwritten_externally = validate42;
const schema53 = {"type":"object","description":"The CloudEvents 1.0 envelope of `intent.field_overwritten_externally` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"intent.field_overwritten_externally"},"subject":{"type":"string","format":"uuid","description":"The intent (declaration) id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A field the service set under an intent declaration (field ownership) was\nlater changed by someone else: at read-back the field held `observed`\ninstead of `desired`. Sent once per overwrite, when first read back; if the\nfield returns to `desired` and is overwritten again, it is sent again. The\ndeclaration stays `active`: the owner decides whether to set the field\nagain, release or revert it.\n","required":["intent_id","resource_kind","resource_ref","field","desired","observed","currency","owner_credential_id","actor","observed_at","links"],"additionalProperties":false,"properties":{"intent_id":{"type":"string","format":"uuid","description":"The declaration's id (also the event's `subject`)."},"resource_kind":{"type":"string","enum":["variant","campaign"]},"resource_ref":{"type":"string","description":"The resource's id (variant UUID or campaign id)."},"field":{"type":"string","enum":["price","compare_at_price","status","daily_budget","bidding"]},"desired":{"type":["number","string","null"],"description":"The value the service set for the owner (before the overwrite); money in major units of `currency`."},"observed":{"type":["number","string","null"],"description":"The value found at read-back (after the overwrite); null when the resource or field could not be read."},"currency":{"type":["string","null"],"pattern":"^[A-Z]{3}$","description":"ISO 4217 code of `desired` and `observed` for a money field (`price`, `compare_at_price`, `daily_budget`); null otherwise."},"owner_credential_id":{"type":"string","description":"The credential that owns the field (declared it)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"observed_at":{"type":"string","format":"date-time","description":"When the read-back found the change (the change itself happened between the previous read-back and this one)."},"links":{"type":"object","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"object","description":"The API call that returns the subject's current state: `POST {base_url}{path}`\nwith `arguments` as the JSON body (operation `operation`, also on MCP).\n","required":["operation","path","arguments"],"additionalProperties":false,"properties":{"operation":{"type":"string","description":"The operation's name (REST `operationId`, MCP tool name)."},"path":{"type":"string","description":"Path of the operation, relative to the service's base URL."},"arguments":{"type":"object","description":"The JSON body to send.","additionalProperties":{"type":"string"}}}}}}}}},"$id":"urn:storeops:event:intent.field_overwritten_externally"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:intent.field_overwritten_externally" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema53.properties, key0))){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate42.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate42.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate42.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate42.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("intent.field_overwritten_externally" !== data3){
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "intent.field_overwritten_externally"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate42.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate42.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate42.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate42.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate42.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((data8.intent_id === undefined) && (missing1 = "intent_id")) || ((data8.resource_kind === undefined) && (missing1 = "resource_kind"))) || ((data8.resource_ref === undefined) && (missing1 = "resource_ref"))) || ((data8.field === undefined) && (missing1 = "field"))) || ((data8.desired === undefined) && (missing1 = "desired"))) || ((data8.observed === undefined) && (missing1 = "observed"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.owner_credential_id === undefined) && (missing1 = "owner_credential_id"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.observed_at === undefined) && (missing1 = "observed_at"))) || ((data8.links === undefined) && (missing1 = "links"))){
validate42.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema53.properties.data.properties, key1))){
validate42.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.intent_id !== undefined){
let data9 = data8.intent_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate42.errors = [{instancePath:instancePath+"/data/intent_id",schemaPath:"#/properties/data/properties/intent_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/data/intent_id",schemaPath:"#/properties/data/properties/intent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.resource_kind !== undefined){
let data10 = data8.resource_kind;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/resource_kind",schemaPath:"#/properties/data/properties/resource_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "variant") || (data10 === "campaign"))){
validate42.errors = [{instancePath:instancePath+"/data/resource_kind",schemaPath:"#/properties/data/properties/resource_kind/enum",keyword:"enum",params:{allowedValues: schema53.properties.data.properties.resource_kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.resource_ref !== undefined){
const _errs25 = errors;
if(typeof data8.resource_ref !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/resource_ref",schemaPath:"#/properties/data/properties/resource_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.field !== undefined){
let data12 = data8.field;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/field",schemaPath:"#/properties/data/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data12 === "price") || (data12 === "compare_at_price")) || (data12 === "status")) || (data12 === "daily_budget")) || (data12 === "bidding"))){
validate42.errors = [{instancePath:instancePath+"/data/field",schemaPath:"#/properties/data/properties/field/enum",keyword:"enum",params:{allowedValues: schema53.properties.data.properties.field.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.desired !== undefined){
let data13 = data8.desired;
const _errs29 = errors;
if(((!((typeof data13 == "number") && (isFinite(data13)))) && (typeof data13 !== "string")) && (data13 !== null)){
validate42.errors = [{instancePath:instancePath+"/data/desired",schemaPath:"#/properties/data/properties/desired/type",keyword:"type",params:{type: schema53.properties.data.properties.desired.type},message:"must be number,string,null"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.observed !== undefined){
let data14 = data8.observed;
const _errs31 = errors;
if(((!((typeof data14 == "number") && (isFinite(data14)))) && (typeof data14 !== "string")) && (data14 !== null)){
validate42.errors = [{instancePath:instancePath+"/data/observed",schemaPath:"#/properties/data/properties/observed/type",keyword:"type",params:{type: schema53.properties.data.properties.observed.type},message:"must be number,string,null"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data15 = data8.currency;
const _errs33 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate42.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: schema53.properties.data.properties.currency.type},message:"must be string,null"}];
return false;
}
if(errors === _errs33){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate42.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.owner_credential_id !== undefined){
const _errs35 = errors;
if(typeof data8.owner_credential_id !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/owner_credential_id",schemaPath:"#/properties/data/properties/owner_credential_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate42.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate42.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate42.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema53.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate42.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema53.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate42.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.observed_at !== undefined){
let data20 = data8.observed_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate42.errors = [{instancePath:instancePath+"/data/observed_at",schemaPath:"#/properties/data/properties/observed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/data/observed_at",schemaPath:"#/properties/data/properties/observed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.links !== undefined){
let data21 = data8.links;
const _errs46 = errors;
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing3;
if((data21.status === undefined) && (missing3 = "status")){
validate42.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs48 = errors;
for(const key3 in data21){
if(!(key3 === "status")){
validate42.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs48 === errors){
if(data21.status !== undefined){
let data22 = data21.status;
const _errs49 = errors;
if(errors === _errs49){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing4;
if((((data22.operation === undefined) && (missing4 = "operation")) || ((data22.path === undefined) && (missing4 = "path"))) || ((data22.arguments === undefined) && (missing4 = "arguments"))){
validate42.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs51 = errors;
for(const key4 in data22){
if(!(((key4 === "operation") || (key4 === "path")) || (key4 === "arguments"))){
validate42.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs51 === errors){
if(data22.operation !== undefined){
const _errs52 = errors;
if(typeof data22.operation !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/links/status/operation",schemaPath:"#/properties/data/properties/links/properties/status/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs52 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data22.path !== undefined){
const _errs54 = errors;
if(typeof data22.path !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/links/status/path",schemaPath:"#/properties/data/properties/links/properties/status/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs54 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data22.arguments !== undefined){
let data25 = data22.arguments;
const _errs56 = errors;
if(errors === _errs56){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key5 in data25){
const _errs59 = errors;
if(typeof data25[key5] !== "string"){
validate42.errors = [{instancePath:instancePath+"/data/links/status/arguments/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs59 === errors;
if(!valid5){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/data/links/status/arguments",schemaPath:"#/properties/data/properties/links/properties/status/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs56 === errors;
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
validate42.errors = [{instancePath:instancePath+"/data/links/status",schemaPath:"#/properties/data/properties/links/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/data/links",schemaPath:"#/properties/data/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs46 === errors;
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
}
else {
validate42.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

export const data_fin_entry_posted = validate43;
const schema54 = {"type":"object","description":"A journal entry was posted. Entries of a bulk import are announced once, by\nthe import: one event whose `batch` names the import and how many entries it\nposted, with `entry_id` (and the `subject`) its first entry and the entry\nfields describing that entry; read the others from the finance change feed\n(`finance_changes`). `batch` is null for an entry posted on its own.\n","required":["entity_id","entry_id","entry_number","period_id","date","description","currency","total","lines","source","batch","actor","posted_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"entry_id":{"type":"string","format":"uuid","description":"The entry's id (also the event's `subject`)."},"entry_number":{"type":"string","description":"The entry's number in the books, e.g. `2026-000123`."},"period_id":{"type":"string","format":"uuid"},"date":{"type":"string","format":"date","description":"Accounting date."},"description":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"total":{"type":"number","minimum":0,"description":"Sum of the debits (= sum of the credits)."},"lines":{"type":"array","minItems":2,"items":{"type":"object","description":"One line of a journal entry; exactly one of `debit` and `credit` is non-zero.","required":["account_id","account_code","account_name","debit","credit","description"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"account_code":{"type":"string","description":"The account's code in the chart of accounts, e.g. `1200`."},"account_name":{"type":"string"},"debit":{"type":"number","minimum":0,"description":"Debit in the entry's `currency`."},"credit":{"type":"number","minimum":0,"description":"Credit in the entry's `currency`."},"description":{"type":["string","null"]}}}},"source":{"type":"object","description":"What the entry books.","required":["kind","ref"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["manual","order","refund","bank_transaction","einvoice","import","reversal"]},"ref":{"type":["string","null"],"description":"Id of the booked document (order, bank transaction, e-invoice message, reversed entry); null for a manual entry."}}},"batch":{"oneOf":[{"type":"object","required":["import_id","entry_count"],"additionalProperties":false,"properties":{"import_id":{"type":"string","format":"uuid"},"entry_count":{"type":"integer","minimum":1,"description":"Entries the import posted, this one included."}}},{"type":"null"}]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"posted_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.entry.posted"};
const formats200 = require("ajv-formats/dist/formats").fullFormats.date;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.entry.posted" */;
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
let missing0;
if((((((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.entry_id === undefined) && (missing0 = "entry_id"))) || ((data.entry_number === undefined) && (missing0 = "entry_number"))) || ((data.period_id === undefined) && (missing0 = "period_id"))) || ((data.date === undefined) && (missing0 = "date"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.total === undefined) && (missing0 = "total"))) || ((data.lines === undefined) && (missing0 = "lines"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.batch === undefined) && (missing0 = "batch"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.posted_at === undefined) && (missing0 = "posted_at"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema54.properties, key0))){
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
if(data.entry_id !== undefined){
let data1 = data.entry_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate43.errors = [{instancePath:instancePath+"/entry_id",schemaPath:"#/properties/entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/entry_id",schemaPath:"#/properties/entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.entry_number !== undefined){
const _errs6 = errors;
if(typeof data.entry_number !== "string"){
validate43.errors = [{instancePath:instancePath+"/entry_number",schemaPath:"#/properties/entry_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period_id !== undefined){
let data3 = data.period_id;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate43.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date !== undefined){
let data4 = data.date;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats200.validate(data4))){
validate43.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.description !== undefined){
const _errs12 = errors;
if(typeof data.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data6 = data.currency;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate43.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data7 = data.total;
const _errs16 = errors;
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate43.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lines !== undefined){
let data8 = data.lines;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data8)){
if(data8.length < 2){
validate43.errors = [{instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs20 = errors;
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((((((data9.account_id === undefined) && (missing1 = "account_id")) || ((data9.account_code === undefined) && (missing1 = "account_code"))) || ((data9.account_name === undefined) && (missing1 = "account_name"))) || ((data9.debit === undefined) && (missing1 = "debit"))) || ((data9.credit === undefined) && (missing1 = "credit"))) || ((data9.description === undefined) && (missing1 = "description"))){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs22 = errors;
for(const key1 in data9){
if(!((((((key1 === "account_id") || (key1 === "account_code")) || (key1 === "account_name")) || (key1 === "debit")) || (key1 === "credit")) || (key1 === "description"))){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data9.account_id !== undefined){
let data10 = data9.account_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/account_id",schemaPath:"#/properties/lines/items/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/account_id",schemaPath:"#/properties/lines/items/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.account_code !== undefined){
const _errs25 = errors;
if(typeof data9.account_code !== "string"){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/account_code",schemaPath:"#/properties/lines/items/properties/account_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.account_name !== undefined){
const _errs27 = errors;
if(typeof data9.account_name !== "string"){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/account_name",schemaPath:"#/properties/lines/items/properties/account_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.debit !== undefined){
let data13 = data9.debit;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/debit",schemaPath:"#/properties/lines/items/properties/debit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/debit",schemaPath:"#/properties/lines/items/properties/debit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.credit !== undefined){
let data14 = data9.credit;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/credit",schemaPath:"#/properties/lines/items/properties/credit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/credit",schemaPath:"#/properties/lines/items/properties/credit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.description !== undefined){
let data15 = data9.description;
const _errs33 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate43.errors = [{instancePath:instancePath+"/lines/" + i0+"/description",schemaPath:"#/properties/lines/items/properties/description/type",keyword:"type",params:{type: schema54.properties.lines.items.properties.description.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
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
validate43.errors = [{instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data16 = data.source;
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing2;
if(((data16.kind === undefined) && (missing2 = "kind")) || ((data16.ref === undefined) && (missing2 = "ref"))){
validate43.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key2 in data16){
if(!((key2 === "kind") || (key2 === "ref"))){
validate43.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.kind !== undefined){
let data17 = data16.kind;
const _errs38 = errors;
if(typeof data17 !== "string"){
validate43.errors = [{instancePath:instancePath+"/source/kind",schemaPath:"#/properties/source/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data17 === "manual") || (data17 === "order")) || (data17 === "refund")) || (data17 === "bank_transaction")) || (data17 === "einvoice")) || (data17 === "import")) || (data17 === "reversal"))){
validate43.errors = [{instancePath:instancePath+"/source/kind",schemaPath:"#/properties/source/properties/kind/enum",keyword:"enum",params:{allowedValues: schema54.properties.source.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.ref !== undefined){
let data18 = data16.ref;
const _errs40 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
validate43.errors = [{instancePath:instancePath+"/source/ref",schemaPath:"#/properties/source/properties/ref/type",keyword:"type",params:{type: schema54.properties.source.properties.ref.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs40 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batch !== undefined){
let data19 = data.batch;
const _errs42 = errors;
const _errs43 = errors;
let valid4 = false;
let passing0 = null;
const _errs44 = errors;
if(errors === _errs44){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing3;
if(((data19.import_id === undefined) && (missing3 = "import_id")) || ((data19.entry_count === undefined) && (missing3 = "entry_count"))){
const err0 = {instancePath:instancePath+"/batch",schemaPath:"#/properties/batch/oneOf/0/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs46 = errors;
for(const key3 in data19){
if(!((key3 === "import_id") || (key3 === "entry_count"))){
const err1 = {instancePath:instancePath+"/batch",schemaPath:"#/properties/batch/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs46 === errors){
if(data19.import_id !== undefined){
let data20 = data19.import_id;
const _errs47 = errors;
if(errors === _errs47){
if(errors === _errs47){
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err2 = {instancePath:instancePath+"/batch/import_id",schemaPath:"#/properties/batch/oneOf/0/properties/import_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/batch/import_id",schemaPath:"#/properties/batch/oneOf/0/properties/import_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.entry_count !== undefined){
let data21 = data19.entry_count;
const _errs49 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err4 = {instancePath:instancePath+"/batch/entry_count",schemaPath:"#/properties/batch/oneOf/0/properties/entry_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors === _errs49){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err5 = {instancePath:instancePath+"/batch/entry_count",schemaPath:"#/properties/batch/oneOf/0/properties/entry_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/batch",schemaPath:"#/properties/batch/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs44 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs51 = errors;
if(data19 !== null){
const err7 = {instancePath:instancePath+"/batch",schemaPath:"#/properties/batch/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs51 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err8 = {instancePath:instancePath+"/batch",schemaPath:"#/properties/batch/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data22 = data.actor;
const _errs53 = errors;
if(errors === _errs53){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing4;
if(((data22.type === undefined) && (missing4 = "type")) || ((data22.id === undefined) && (missing4 = "id"))){
validate43.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs55 = errors;
for(const key4 in data22){
if(!((key4 === "type") || (key4 === "id"))){
validate43.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs55 === errors){
if(data22.type !== undefined){
let data23 = data22.type;
const _errs56 = errors;
if(typeof data23 !== "string"){
validate43.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data23 === "operator") || (data23 === "credential")) || (data23 === "service")) || (data23 === "external"))){
validate43.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema54.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs56 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data22.id !== undefined){
let data24 = data22.id;
const _errs58 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate43.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema54.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs58){
if(typeof data24 === "string"){
if(data24.length > 320 && (data24.length > 640 || func5(data24) > 320)){
validate43.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid6 = _errs58 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.posted_at !== undefined){
let data25 = data.posted_at;
const _errs60 = errors;
if(errors === _errs60){
if(errors === _errs60){
if(typeof data25 === "string"){
if(!(formats10.validate(data25))){
validate43.errors = [{instancePath:instancePath+"/posted_at",schemaPath:"#/properties/posted_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/posted_at",schemaPath:"#/properties/posted_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs60 === errors;
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

export const event_fin_entry_posted = validate44;
const schema55 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.entry.posted` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.entry.posted"},"subject":{"type":"string","format":"uuid","description":"The entry id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A journal entry was posted. Entries of a bulk import are announced once, by\nthe import: one event whose `batch` names the import and how many entries it\nposted, with `entry_id` (and the `subject`) its first entry and the entry\nfields describing that entry; read the others from the finance change feed\n(`finance_changes`). `batch` is null for an entry posted on its own.\n","required":["entity_id","entry_id","entry_number","period_id","date","description","currency","total","lines","source","batch","actor","posted_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"entry_id":{"type":"string","format":"uuid","description":"The entry's id (also the event's `subject`)."},"entry_number":{"type":"string","description":"The entry's number in the books, e.g. `2026-000123`."},"period_id":{"type":"string","format":"uuid"},"date":{"type":"string","format":"date","description":"Accounting date."},"description":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"total":{"type":"number","minimum":0,"description":"Sum of the debits (= sum of the credits)."},"lines":{"type":"array","minItems":2,"items":{"type":"object","description":"One line of a journal entry; exactly one of `debit` and `credit` is non-zero.","required":["account_id","account_code","account_name","debit","credit","description"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"account_code":{"type":"string","description":"The account's code in the chart of accounts, e.g. `1200`."},"account_name":{"type":"string"},"debit":{"type":"number","minimum":0,"description":"Debit in the entry's `currency`."},"credit":{"type":"number","minimum":0,"description":"Credit in the entry's `currency`."},"description":{"type":["string","null"]}}}},"source":{"type":"object","description":"What the entry books.","required":["kind","ref"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["manual","order","refund","bank_transaction","einvoice","import","reversal"]},"ref":{"type":["string","null"],"description":"Id of the booked document (order, bank transaction, e-invoice message, reversed entry); null for a manual entry."}}},"batch":{"oneOf":[{"type":"object","required":["import_id","entry_count"],"additionalProperties":false,"properties":{"import_id":{"type":"string","format":"uuid"},"entry_count":{"type":"integer","minimum":1,"description":"Entries the import posted, this one included."}}},{"type":"null"}]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"posted_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.entry.posted"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.entry.posted" */;
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
let missing0;
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema55.properties, key0))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate44.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate44.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate44.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate44.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate44.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.entry.posted" !== data3){
validate44.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.entry.posted"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate44.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate44.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate44.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate44.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate44.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.entry_id === undefined) && (missing1 = "entry_id"))) || ((data8.entry_number === undefined) && (missing1 = "entry_number"))) || ((data8.period_id === undefined) && (missing1 = "period_id"))) || ((data8.date === undefined) && (missing1 = "date"))) || ((data8.description === undefined) && (missing1 = "description"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.total === undefined) && (missing1 = "total"))) || ((data8.lines === undefined) && (missing1 = "lines"))) || ((data8.source === undefined) && (missing1 = "source"))) || ((data8.batch === undefined) && (missing1 = "batch"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.posted_at === undefined) && (missing1 = "posted_at"))){
validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema55.properties.data.properties, key1))){
validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate44.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.entry_id !== undefined){
let data10 = data8.entry_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate44.errors = [{instancePath:instancePath+"/data/entry_id",schemaPath:"#/properties/data/properties/entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/entry_id",schemaPath:"#/properties/data/properties/entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.entry_number !== undefined){
const _errs25 = errors;
if(typeof data8.entry_number !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/entry_number",schemaPath:"#/properties/data/properties/entry_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.period_id !== undefined){
let data12 = data8.period_id;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
validate44.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.date !== undefined){
let data13 = data8.date;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats200.validate(data13))){
validate44.errors = [{instancePath:instancePath+"/data/date",schemaPath:"#/properties/data/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/date",schemaPath:"#/properties/data/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.description !== undefined){
const _errs31 = errors;
if(typeof data8.description !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/description",schemaPath:"#/properties/data/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data15 = data8.currency;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate44.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.total !== undefined){
let data16 = data8.total;
const _errs35 = errors;
if(errors === _errs35){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate44.errors = [{instancePath:instancePath+"/data/total",schemaPath:"#/properties/data/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/total",schemaPath:"#/properties/data/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.lines !== undefined){
let data17 = data8.lines;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data17)){
if(data17.length < 2){
validate44.errors = [{instancePath:instancePath+"/data/lines",schemaPath:"#/properties/data/properties/lines/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if(((((((data18.account_id === undefined) && (missing2 = "account_id")) || ((data18.account_code === undefined) && (missing2 = "account_code"))) || ((data18.account_name === undefined) && (missing2 = "account_name"))) || ((data18.debit === undefined) && (missing2 = "debit"))) || ((data18.credit === undefined) && (missing2 = "credit"))) || ((data18.description === undefined) && (missing2 = "description"))){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0,schemaPath:"#/properties/data/properties/lines/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key2 in data18){
if(!((((((key2 === "account_id") || (key2 === "account_code")) || (key2 === "account_name")) || (key2 === "debit")) || (key2 === "credit")) || (key2 === "description"))){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0,schemaPath:"#/properties/data/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data18.account_id !== undefined){
let data19 = data18.account_id;
const _errs42 = errors;
if(errors === _errs42){
if(errors === _errs42){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/account_id",schemaPath:"#/properties/data/properties/lines/items/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/account_id",schemaPath:"#/properties/data/properties/lines/items/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.account_code !== undefined){
const _errs44 = errors;
if(typeof data18.account_code !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/account_code",schemaPath:"#/properties/data/properties/lines/items/properties/account_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs44 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.account_name !== undefined){
const _errs46 = errors;
if(typeof data18.account_name !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/account_name",schemaPath:"#/properties/data/properties/lines/items/properties/account_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs46 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.debit !== undefined){
let data22 = data18.debit;
const _errs48 = errors;
if(errors === _errs48){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/debit",schemaPath:"#/properties/data/properties/lines/items/properties/debit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/debit",schemaPath:"#/properties/data/properties/lines/items/properties/debit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.credit !== undefined){
let data23 = data18.credit;
const _errs50 = errors;
if(errors === _errs50){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/credit",schemaPath:"#/properties/data/properties/lines/items/properties/credit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/credit",schemaPath:"#/properties/data/properties/lines/items/properties/credit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs50 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.description !== undefined){
let data24 = data18.description;
const _errs52 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0+"/description",schemaPath:"#/properties/data/properties/lines/items/properties/description/type",keyword:"type",params:{type: schema55.properties.data.properties.lines.items.properties.description.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs52 === errors;
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
}
else {
validate44.errors = [{instancePath:instancePath+"/data/lines/" + i0,schemaPath:"#/properties/data/properties/lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs39 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/lines",schemaPath:"#/properties/data/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.source !== undefined){
let data25 = data8.source;
const _errs54 = errors;
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if(((data25.kind === undefined) && (missing3 = "kind")) || ((data25.ref === undefined) && (missing3 = "ref"))){
validate44.errors = [{instancePath:instancePath+"/data/source",schemaPath:"#/properties/data/properties/source/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs56 = errors;
for(const key3 in data25){
if(!((key3 === "kind") || (key3 === "ref"))){
validate44.errors = [{instancePath:instancePath+"/data/source",schemaPath:"#/properties/data/properties/source/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs56 === errors){
if(data25.kind !== undefined){
let data26 = data25.kind;
const _errs57 = errors;
if(typeof data26 !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/source/kind",schemaPath:"#/properties/data/properties/source/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data26 === "manual") || (data26 === "order")) || (data26 === "refund")) || (data26 === "bank_transaction")) || (data26 === "einvoice")) || (data26 === "import")) || (data26 === "reversal"))){
validate44.errors = [{instancePath:instancePath+"/data/source/kind",schemaPath:"#/properties/data/properties/source/properties/kind/enum",keyword:"enum",params:{allowedValues: schema55.properties.data.properties.source.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data25.ref !== undefined){
let data27 = data25.ref;
const _errs59 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate44.errors = [{instancePath:instancePath+"/data/source/ref",schemaPath:"#/properties/data/properties/source/properties/ref/type",keyword:"type",params:{type: schema55.properties.data.properties.source.properties.ref.type},message:"must be string,null"}];
return false;
}
var valid4 = _errs59 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/source",schemaPath:"#/properties/data/properties/source/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs54 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.batch !== undefined){
let data28 = data8.batch;
const _errs61 = errors;
const _errs62 = errors;
let valid5 = false;
let passing0 = null;
const _errs63 = errors;
if(errors === _errs63){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if(((data28.import_id === undefined) && (missing4 = "import_id")) || ((data28.entry_count === undefined) && (missing4 = "entry_count"))){
const err0 = {instancePath:instancePath+"/data/batch",schemaPath:"#/properties/data/properties/batch/oneOf/0/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs65 = errors;
for(const key4 in data28){
if(!((key4 === "import_id") || (key4 === "entry_count"))){
const err1 = {instancePath:instancePath+"/data/batch",schemaPath:"#/properties/data/properties/batch/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs65 === errors){
if(data28.import_id !== undefined){
let data29 = data28.import_id;
const _errs66 = errors;
if(errors === _errs66){
if(errors === _errs66){
if(typeof data29 === "string"){
if(!(formats0.test(data29))){
const err2 = {instancePath:instancePath+"/data/batch/import_id",schemaPath:"#/properties/data/properties/batch/oneOf/0/properties/import_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/data/batch/import_id",schemaPath:"#/properties/data/properties/batch/oneOf/0/properties/import_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var valid6 = _errs66 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data28.entry_count !== undefined){
let data30 = data28.entry_count;
const _errs68 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err4 = {instancePath:instancePath+"/data/batch/entry_count",schemaPath:"#/properties/data/properties/batch/oneOf/0/properties/entry_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors === _errs68){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err5 = {instancePath:instancePath+"/data/batch/entry_count",schemaPath:"#/properties/data/properties/batch/oneOf/0/properties/entry_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid6 = _errs68 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/data/batch",schemaPath:"#/properties/data/properties/batch/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs63 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs70 = errors;
if(data28 !== null){
const err7 = {instancePath:instancePath+"/data/batch",schemaPath:"#/properties/data/properties/batch/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs70 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err8 = {instancePath:instancePath+"/data/batch",schemaPath:"#/properties/data/properties/batch/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate44.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs61 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data31 = data8.actor;
const _errs72 = errors;
if(errors === _errs72){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing5;
if(((data31.type === undefined) && (missing5 = "type")) || ((data31.id === undefined) && (missing5 = "id"))){
validate44.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs74 = errors;
for(const key5 in data31){
if(!((key5 === "type") || (key5 === "id"))){
validate44.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs74 === errors){
if(data31.type !== undefined){
let data32 = data31.type;
const _errs75 = errors;
if(typeof data32 !== "string"){
validate44.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data32 === "operator") || (data32 === "credential")) || (data32 === "service")) || (data32 === "external"))){
validate44.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema55.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs75 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data31.id !== undefined){
let data33 = data31.id;
const _errs77 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate44.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema55.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs77){
if(typeof data33 === "string"){
if(data33.length > 320 && (data33.length > 640 || func5(data33) > 320)){
validate44.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid7 = _errs77 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs72 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.posted_at !== undefined){
let data34 = data8.posted_at;
const _errs79 = errors;
if(errors === _errs79){
if(errors === _errs79){
if(typeof data34 === "string"){
if(!(formats10.validate(data34))){
validate44.errors = [{instancePath:instancePath+"/data/posted_at",schemaPath:"#/properties/data/properties/posted_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data/posted_at",schemaPath:"#/properties/data/properties/posted_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs79 === errors;
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
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_entry_reversed = validate45;
const schema56 = {"type":"object","description":"An entry was reversed by a new entry, the reversal (the `subject`), which books the original's lines the other way round. The original stays; the reversal is its tombstone.","required":["entity_id","entry_id","reversed_entry_id","period_id","date","currency","total","reason","actor","reversed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"entry_id":{"type":"string","format":"uuid","description":"The reversal entry's id (also the event's `subject`)."},"reversed_entry_id":{"type":"string","format":"uuid","description":"The entry it reverses."},"period_id":{"type":"string","format":"uuid","description":"Period the reversal is posted in (the original's may be closed)."},"date":{"type":"string","format":"date"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"total":{"type":"number","minimum":0},"reason":{"type":["string","null"]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"reversed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.entry.reversed"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.entry.reversed" */;
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
if(((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.entry_id === undefined) && (missing0 = "entry_id"))) || ((data.reversed_entry_id === undefined) && (missing0 = "reversed_entry_id"))) || ((data.period_id === undefined) && (missing0 = "period_id"))) || ((data.date === undefined) && (missing0 = "date"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.total === undefined) && (missing0 = "total"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.reversed_at === undefined) && (missing0 = "reversed_at"))){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema56.properties, key0))){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate45.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.entry_id !== undefined){
let data1 = data.entry_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate45.errors = [{instancePath:instancePath+"/entry_id",schemaPath:"#/properties/entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/entry_id",schemaPath:"#/properties/entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.reversed_entry_id !== undefined){
let data2 = data.reversed_entry_id;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate45.errors = [{instancePath:instancePath+"/reversed_entry_id",schemaPath:"#/properties/reversed_entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/reversed_entry_id",schemaPath:"#/properties/reversed_entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.period_id !== undefined){
let data3 = data.period_id;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate45.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date !== undefined){
let data4 = data.date;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats200.validate(data4))){
validate45.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.currency !== undefined){
let data5 = data.currency;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate45.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data6 = data.total;
const _errs14 = errors;
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate45.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data7 = data.reason;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate45.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema56.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate45.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate45.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate45.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate45.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema56.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate45.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema56.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate45.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reversed_at !== undefined){
let data11 = data.reversed_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate45.errors = [{instancePath:instancePath+"/reversed_at",schemaPath:"#/properties/reversed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/reversed_at",schemaPath:"#/properties/reversed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
}
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

export const event_fin_entry_reversed = validate46;
const schema57 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.entry.reversed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.entry.reversed"},"subject":{"type":"string","format":"uuid","description":"The reversal entry id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"An entry was reversed by a new entry, the reversal (the `subject`), which books the original's lines the other way round. The original stays; the reversal is its tombstone.","required":["entity_id","entry_id","reversed_entry_id","period_id","date","currency","total","reason","actor","reversed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"entry_id":{"type":"string","format":"uuid","description":"The reversal entry's id (also the event's `subject`)."},"reversed_entry_id":{"type":"string","format":"uuid","description":"The entry it reverses."},"period_id":{"type":"string","format":"uuid","description":"Period the reversal is posted in (the original's may be closed)."},"date":{"type":"string","format":"date"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"total":{"type":"number","minimum":0},"reason":{"type":["string","null"]},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"reversed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.entry.reversed"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.entry.reversed" */;
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
let missing0;
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema57.properties, key0))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate46.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate46.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate46.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate46.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.entry.reversed" !== data3){
validate46.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.entry.reversed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate46.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate46.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate46.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate46.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate46.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.entry_id === undefined) && (missing1 = "entry_id"))) || ((data8.reversed_entry_id === undefined) && (missing1 = "reversed_entry_id"))) || ((data8.period_id === undefined) && (missing1 = "period_id"))) || ((data8.date === undefined) && (missing1 = "date"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.total === undefined) && (missing1 = "total"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.reversed_at === undefined) && (missing1 = "reversed_at"))){
validate46.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema57.properties.data.properties, key1))){
validate46.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate46.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.entry_id !== undefined){
let data10 = data8.entry_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate46.errors = [{instancePath:instancePath+"/data/entry_id",schemaPath:"#/properties/data/properties/entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/entry_id",schemaPath:"#/properties/data/properties/entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversed_entry_id !== undefined){
let data11 = data8.reversed_entry_id;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate46.errors = [{instancePath:instancePath+"/data/reversed_entry_id",schemaPath:"#/properties/data/properties/reversed_entry_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/reversed_entry_id",schemaPath:"#/properties/data/properties/reversed_entry_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.period_id !== undefined){
let data12 = data8.period_id;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
validate46.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.date !== undefined){
let data13 = data8.date;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats200.validate(data13))){
validate46.errors = [{instancePath:instancePath+"/data/date",schemaPath:"#/properties/data/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/date",schemaPath:"#/properties/data/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate46.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.total !== undefined){
let data15 = data8.total;
const _errs33 = errors;
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate46.errors = [{instancePath:instancePath+"/data/total",schemaPath:"#/properties/data/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/total",schemaPath:"#/properties/data/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
let data16 = data8.reason;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate46.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: schema57.properties.data.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate46.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate46.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate46.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate46.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema57.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate46.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema57.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate46.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversed_at !== undefined){
let data20 = data8.reversed_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate46.errors = [{instancePath:instancePath+"/data/reversed_at",schemaPath:"#/properties/data/properties/reversed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/data/reversed_at",schemaPath:"#/properties/data/properties/reversed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
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
validate46.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_period_closed = validate47;
const schema58 = {"type":"object","description":"An accounting period was closed: nothing more is posted into it.","required":["entity_id","period_id","name","start_date","end_date","status","previous_status","reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"period_id":{"type":"string","format":"uuid","description":"The period's id (also the event's `subject`)."},"name":{"type":"string","description":"e.g. `2026-11`."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date","description":"Last day of the period (inclusive)."},"status":{"type":"string","const":"closed"},"previous_status":{"type":"string","const":"open"},"reason":{"type":["string","null"],"description":"The reason given, if any."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.period.closed"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.period.closed" */;
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
if(((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.period_id === undefined) && (missing0 = "period_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.start_date === undefined) && (missing0 = "start_date"))) || ((data.end_date === undefined) && (missing0 = "end_date"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.previous_status === undefined) && (missing0 = "previous_status"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.changed_at === undefined) && (missing0 = "changed_at"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema58.properties, key0))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate47.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.period_id !== undefined){
let data1 = data.period_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate47.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_date !== undefined){
let data3 = data.start_date;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats200.validate(data3))){
validate47.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.end_date !== undefined){
let data4 = data.end_date;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats200.validate(data4))){
validate47.errors = [{instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("closed" !== data5){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_status !== undefined){
let data6 = data.previous_status;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate47.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("open" !== data6){
validate47.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data7 = data.reason;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate47.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema58.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate47.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate47.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate47.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate47.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema58.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate47.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema58.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate47.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed_at !== undefined){
let data11 = data.changed_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate47.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

export const event_fin_period_closed = validate48;
const schema59 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.period.closed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.period.closed"},"subject":{"type":"string","format":"uuid","description":"The period id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"An accounting period was closed: nothing more is posted into it.","required":["entity_id","period_id","name","start_date","end_date","status","previous_status","reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"period_id":{"type":"string","format":"uuid","description":"The period's id (also the event's `subject`)."},"name":{"type":"string","description":"e.g. `2026-11`."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date","description":"Last day of the period (inclusive)."},"status":{"type":"string","const":"closed"},"previous_status":{"type":"string","const":"open"},"reason":{"type":["string","null"],"description":"The reason given, if any."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.period.closed"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.period.closed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema59.properties, key0))){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate48.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate48.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate48.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate48.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate48.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.period.closed" !== data3){
validate48.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.period.closed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate48.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate48.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate48.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate48.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate48.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.period_id === undefined) && (missing1 = "period_id"))) || ((data8.name === undefined) && (missing1 = "name"))) || ((data8.start_date === undefined) && (missing1 = "start_date"))) || ((data8.end_date === undefined) && (missing1 = "end_date"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.previous_status === undefined) && (missing1 = "previous_status"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.changed_at === undefined) && (missing1 = "changed_at"))){
validate48.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema59.properties.data.properties, key1))){
validate48.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate48.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.period_id !== undefined){
let data10 = data8.period_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate48.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.name !== undefined){
const _errs25 = errors;
if(typeof data8.name !== "string"){
validate48.errors = [{instancePath:instancePath+"/data/name",schemaPath:"#/properties/data/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.start_date !== undefined){
let data12 = data8.start_date;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats200.validate(data12))){
validate48.errors = [{instancePath:instancePath+"/data/start_date",schemaPath:"#/properties/data/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/start_date",schemaPath:"#/properties/data/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.end_date !== undefined){
let data13 = data8.end_date;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats200.validate(data13))){
validate48.errors = [{instancePath:instancePath+"/data/end_date",schemaPath:"#/properties/data/properties/end_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/end_date",schemaPath:"#/properties/data/properties/end_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data14 = data8.status;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate48.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("closed" !== data14){
validate48.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_status !== undefined){
let data15 = data8.previous_status;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate48.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("open" !== data15){
validate48.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
let data16 = data8.reason;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate48.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: schema59.properties.data.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate48.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate48.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate48.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate48.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema59.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate48.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema59.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate48.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.changed_at !== undefined){
let data20 = data8.changed_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate48.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
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
validate48.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_period_reopened = validate49;
const schema60 = {"type":"object","description":"A closed accounting period was reopened: entries can be posted into it again.","required":["entity_id","period_id","name","start_date","end_date","status","previous_status","reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"period_id":{"type":"string","format":"uuid","description":"The period's id (also the event's `subject`)."},"name":{"type":"string","description":"e.g. `2026-11`."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date","description":"Last day of the period (inclusive)."},"status":{"type":"string","const":"open"},"previous_status":{"type":"string","const":"closed"},"reason":{"type":["string","null"],"description":"The reason given, if any."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.period.reopened"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.period.reopened" */;
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
let missing0;
if(((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.period_id === undefined) && (missing0 = "period_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.start_date === undefined) && (missing0 = "start_date"))) || ((data.end_date === undefined) && (missing0 = "end_date"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.previous_status === undefined) && (missing0 = "previous_status"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.changed_at === undefined) && (missing0 = "changed_at"))){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema60.properties, key0))){
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
if(data.period_id !== undefined){
let data1 = data.period_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate49.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/period_id",schemaPath:"#/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_date !== undefined){
let data3 = data.start_date;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats200.validate(data3))){
validate49.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.end_date !== undefined){
let data4 = data.end_date;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats200.validate(data4))){
validate49.errors = [{instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate49.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("open" !== data5){
validate49.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_status !== undefined){
let data6 = data.previous_status;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate49.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("closed" !== data6){
validate49.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data7 = data.reason;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate49.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema60.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate49.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate49.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate49.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate49.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema60.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate49.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema60.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate49.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed_at !== undefined){
let data11 = data.changed_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate49.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

export const event_fin_period_reopened = validate50;
const schema61 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.period.reopened` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.period.reopened"},"subject":{"type":"string","format":"uuid","description":"The period id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A closed accounting period was reopened: entries can be posted into it again.","required":["entity_id","period_id","name","start_date","end_date","status","previous_status","reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"period_id":{"type":"string","format":"uuid","description":"The period's id (also the event's `subject`)."},"name":{"type":"string","description":"e.g. `2026-11`."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date","description":"Last day of the period (inclusive)."},"status":{"type":"string","const":"open"},"previous_status":{"type":"string","const":"closed"},"reason":{"type":["string","null"],"description":"The reason given, if any."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.period.reopened"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.period.reopened" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema61.properties, key0))){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate50.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate50.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate50.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate50.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.period.reopened" !== data3){
validate50.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.period.reopened"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate50.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate50.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate50.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate50.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate50.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.period_id === undefined) && (missing1 = "period_id"))) || ((data8.name === undefined) && (missing1 = "name"))) || ((data8.start_date === undefined) && (missing1 = "start_date"))) || ((data8.end_date === undefined) && (missing1 = "end_date"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.previous_status === undefined) && (missing1 = "previous_status"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.changed_at === undefined) && (missing1 = "changed_at"))){
validate50.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema61.properties.data.properties, key1))){
validate50.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate50.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.period_id !== undefined){
let data10 = data8.period_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate50.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/period_id",schemaPath:"#/properties/data/properties/period_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.name !== undefined){
const _errs25 = errors;
if(typeof data8.name !== "string"){
validate50.errors = [{instancePath:instancePath+"/data/name",schemaPath:"#/properties/data/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.start_date !== undefined){
let data12 = data8.start_date;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats200.validate(data12))){
validate50.errors = [{instancePath:instancePath+"/data/start_date",schemaPath:"#/properties/data/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/start_date",schemaPath:"#/properties/data/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.end_date !== undefined){
let data13 = data8.end_date;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats200.validate(data13))){
validate50.errors = [{instancePath:instancePath+"/data/end_date",schemaPath:"#/properties/data/properties/end_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/end_date",schemaPath:"#/properties/data/properties/end_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data14 = data8.status;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate50.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("open" !== data14){
validate50.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_status !== undefined){
let data15 = data8.previous_status;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate50.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("closed" !== data15){
validate50.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
let data16 = data8.reason;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate50.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: schema61.properties.data.properties.reason.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate50.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate50.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate50.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate50.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema61.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate50.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema61.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate50.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.changed_at !== undefined){
let data20 = data8.changed_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate50.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
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
validate50.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_imported = validate51;
const schema62 = {"type":"object","description":"A bank statement was imported into one bank account. `rows_received` = `rows_new` + `rows_duplicate`; duplicates (already imported) are skipped.","required":["entity_id","import_id","bank_account_id","format","statement_from","statement_to","rows_received","rows_new","rows_duplicate","actor","imported_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"import_id":{"type":"string","format":"uuid","description":"The import's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"format":{"type":"string","enum":["camt053","camt052","mt940","csv","ofx","bank_feed"],"description":"`bank_feed`: rows fetched through a bank connection."},"statement_from":{"type":["string","null"],"format":"date"},"statement_to":{"type":["string","null"],"format":"date"},"rows_received":{"type":"integer","minimum":0},"rows_new":{"type":"integer","minimum":0},"rows_duplicate":{"type":"integer","minimum":0},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"imported_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.bank.imported"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank.imported" */;
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
if((((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.import_id === undefined) && (missing0 = "import_id"))) || ((data.bank_account_id === undefined) && (missing0 = "bank_account_id"))) || ((data.format === undefined) && (missing0 = "format"))) || ((data.statement_from === undefined) && (missing0 = "statement_from"))) || ((data.statement_to === undefined) && (missing0 = "statement_to"))) || ((data.rows_received === undefined) && (missing0 = "rows_received"))) || ((data.rows_new === undefined) && (missing0 = "rows_new"))) || ((data.rows_duplicate === undefined) && (missing0 = "rows_duplicate"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.imported_at === undefined) && (missing0 = "imported_at"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema62.properties, key0))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate51.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.import_id !== undefined){
let data1 = data.import_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate51.errors = [{instancePath:instancePath+"/import_id",schemaPath:"#/properties/import_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/import_id",schemaPath:"#/properties/import_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account_id !== undefined){
let data2 = data.bank_account_id;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate51.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.format !== undefined){
let data3 = data.format;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate51.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data3 === "camt053") || (data3 === "camt052")) || (data3 === "mt940")) || (data3 === "csv")) || (data3 === "ofx")) || (data3 === "bank_feed"))){
validate51.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema62.properties.format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.statement_from !== undefined){
let data4 = data.statement_from;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate51.errors = [{instancePath:instancePath+"/statement_from",schemaPath:"#/properties/statement_from/type",keyword:"type",params:{type: schema62.properties.statement_from.type},message:"must be string,null"}];
return false;
}
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats200.validate(data4))){
validate51.errors = [{instancePath:instancePath+"/statement_from",schemaPath:"#/properties/statement_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
if(data.statement_to !== undefined){
let data5 = data.statement_to;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate51.errors = [{instancePath:instancePath+"/statement_to",schemaPath:"#/properties/statement_to/type",keyword:"type",params:{type: schema62.properties.statement_to.type},message:"must be string,null"}];
return false;
}
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats200.validate(data5))){
validate51.errors = [{instancePath:instancePath+"/statement_to",schemaPath:"#/properties/statement_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rows_received !== undefined){
let data6 = data.rows_received;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate51.errors = [{instancePath:instancePath+"/rows_received",schemaPath:"#/properties/rows_received/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate51.errors = [{instancePath:instancePath+"/rows_received",schemaPath:"#/properties/rows_received/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.rows_new !== undefined){
let data7 = data.rows_new;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate51.errors = [{instancePath:instancePath+"/rows_new",schemaPath:"#/properties/rows_new/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate51.errors = [{instancePath:instancePath+"/rows_new",schemaPath:"#/properties/rows_new/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.rows_duplicate !== undefined){
let data8 = data.rows_duplicate;
const _errs18 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate51.errors = [{instancePath:instancePath+"/rows_duplicate",schemaPath:"#/properties/rows_duplicate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate51.errors = [{instancePath:instancePath+"/rows_duplicate",schemaPath:"#/properties/rows_duplicate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data9 = data.actor;
const _errs20 = errors;
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.type === undefined) && (missing1 = "type")) || ((data9.id === undefined) && (missing1 = "id"))){
validate51.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs22 = errors;
for(const key1 in data9){
if(!((key1 === "type") || (key1 === "id"))){
validate51.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data9.type !== undefined){
let data10 = data9.type;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate51.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data10 === "operator") || (data10 === "credential")) || (data10 === "service")) || (data10 === "external"))){
validate51.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema62.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data9.id !== undefined){
let data11 = data9.id;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate51.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema62.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs25){
if(typeof data11 === "string"){
if(data11.length > 320 && (data11.length > 640 || func5(data11) > 320)){
validate51.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.imported_at !== undefined){
let data12 = data.imported_at;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats10.validate(data12))){
validate51.errors = [{instancePath:instancePath+"/imported_at",schemaPath:"#/properties/imported_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/imported_at",schemaPath:"#/properties/imported_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
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
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_fin_bank_imported = validate52;
const schema63 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank.imported` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank.imported"},"subject":{"type":"string","format":"uuid","description":"The import id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A bank statement was imported into one bank account. `rows_received` = `rows_new` + `rows_duplicate`; duplicates (already imported) are skipped.","required":["entity_id","import_id","bank_account_id","format","statement_from","statement_to","rows_received","rows_new","rows_duplicate","actor","imported_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"import_id":{"type":"string","format":"uuid","description":"The import's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"format":{"type":"string","enum":["camt053","camt052","mt940","csv","ofx","bank_feed"],"description":"`bank_feed`: rows fetched through a bank connection."},"statement_from":{"type":["string","null"],"format":"date"},"statement_to":{"type":["string","null"],"format":"date"},"rows_received":{"type":"integer","minimum":0},"rows_new":{"type":"integer","minimum":0},"rows_duplicate":{"type":"integer","minimum":0},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"imported_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.bank.imported"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank.imported" */;
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
let missing0;
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema63.properties, key0))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate52.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate52.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate52.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate52.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate52.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank.imported" !== data3){
validate52.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank.imported"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate52.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate52.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate52.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate52.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate52.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate52.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.import_id === undefined) && (missing1 = "import_id"))) || ((data8.bank_account_id === undefined) && (missing1 = "bank_account_id"))) || ((data8.format === undefined) && (missing1 = "format"))) || ((data8.statement_from === undefined) && (missing1 = "statement_from"))) || ((data8.statement_to === undefined) && (missing1 = "statement_to"))) || ((data8.rows_received === undefined) && (missing1 = "rows_received"))) || ((data8.rows_new === undefined) && (missing1 = "rows_new"))) || ((data8.rows_duplicate === undefined) && (missing1 = "rows_duplicate"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.imported_at === undefined) && (missing1 = "imported_at"))){
validate52.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema63.properties.data.properties, key1))){
validate52.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate52.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.import_id !== undefined){
let data10 = data8.import_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate52.errors = [{instancePath:instancePath+"/data/import_id",schemaPath:"#/properties/data/properties/import_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/data/import_id",schemaPath:"#/properties/data/properties/import_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_id !== undefined){
let data11 = data8.bank_account_id;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate52.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.format !== undefined){
let data12 = data8.format;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate52.errors = [{instancePath:instancePath+"/data/format",schemaPath:"#/properties/data/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data12 === "camt053") || (data12 === "camt052")) || (data12 === "mt940")) || (data12 === "csv")) || (data12 === "ofx")) || (data12 === "bank_feed"))){
validate52.errors = [{instancePath:instancePath+"/data/format",schemaPath:"#/properties/data/properties/format/enum",keyword:"enum",params:{allowedValues: schema63.properties.data.properties.format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.statement_from !== undefined){
let data13 = data8.statement_from;
const _errs29 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate52.errors = [{instancePath:instancePath+"/data/statement_from",schemaPath:"#/properties/data/properties/statement_from/type",keyword:"type",params:{type: schema63.properties.data.properties.statement_from.type},message:"must be string,null"}];
return false;
}
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats200.validate(data13))){
validate52.errors = [{instancePath:instancePath+"/data/statement_from",schemaPath:"#/properties/data/properties/statement_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.statement_to !== undefined){
let data14 = data8.statement_to;
const _errs31 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate52.errors = [{instancePath:instancePath+"/data/statement_to",schemaPath:"#/properties/data/properties/statement_to/type",keyword:"type",params:{type: schema63.properties.data.properties.statement_to.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!(formats200.validate(data14))){
validate52.errors = [{instancePath:instancePath+"/data/statement_to",schemaPath:"#/properties/data/properties/statement_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
if(data8.rows_received !== undefined){
let data15 = data8.rows_received;
const _errs33 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate52.errors = [{instancePath:instancePath+"/data/rows_received",schemaPath:"#/properties/data/properties/rows_received/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate52.errors = [{instancePath:instancePath+"/data/rows_received",schemaPath:"#/properties/data/properties/rows_received/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.rows_new !== undefined){
let data16 = data8.rows_new;
const _errs35 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate52.errors = [{instancePath:instancePath+"/data/rows_new",schemaPath:"#/properties/data/properties/rows_new/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs35){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate52.errors = [{instancePath:instancePath+"/data/rows_new",schemaPath:"#/properties/data/properties/rows_new/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.rows_duplicate !== undefined){
let data17 = data8.rows_duplicate;
const _errs37 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate52.errors = [{instancePath:instancePath+"/data/rows_duplicate",schemaPath:"#/properties/data/properties/rows_duplicate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate52.errors = [{instancePath:instancePath+"/data/rows_duplicate",schemaPath:"#/properties/data/properties/rows_duplicate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data18 = data8.actor;
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if(((data18.type === undefined) && (missing2 = "type")) || ((data18.id === undefined) && (missing2 = "id"))){
validate52.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key2 in data18){
if(!((key2 === "type") || (key2 === "id"))){
validate52.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data18.type !== undefined){
let data19 = data18.type;
const _errs42 = errors;
if(typeof data19 !== "string"){
validate52.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data19 === "operator") || (data19 === "credential")) || (data19 === "service")) || (data19 === "external"))){
validate52.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema63.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data18.id !== undefined){
let data20 = data18.id;
const _errs44 = errors;
if((typeof data20 !== "string") && (data20 !== null)){
validate52.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema63.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length > 320 && (data20.length > 640 || func5(data20) > 320)){
validate52.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.imported_at !== undefined){
let data21 = data8.imported_at;
const _errs46 = errors;
if(errors === _errs46){
if(errors === _errs46){
if(typeof data21 === "string"){
if(!(formats10.validate(data21))){
validate52.errors = [{instancePath:instancePath+"/data/imported_at",schemaPath:"#/properties/data/properties/imported_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/data/imported_at",schemaPath:"#/properties/data/properties/imported_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs46 === errors;
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
}
else {
validate52.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_transaction_dismissed = validate53;
const schema64 = {"type":"object","description":"A bank transaction was dismissed; it no longer counts, and any booking of it was reversed (`reversal_entry_ids`).","required":["entity_id","bank_transaction_id","bank_account_id","booked_on","amount","currency","reason","duplicate_of","note","reversal_entry_ids","actor","dismissed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_transaction_id":{"type":"string","format":"uuid","description":"The bank transaction's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"booked_on":{"type":"string","format":"date"},"amount":{"type":"number","description":"Signed amount in `currency` (negative = money out)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"reason":{"type":"string","enum":["not_a_transaction","duplicate_of"],"description":"`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`)."},"duplicate_of":{"type":["string","null"],"format":"uuid","description":"The row it duplicates (`reason` `duplicate_of`); null otherwise."},"note":{"type":["string","null"]},"reversal_entry_ids":{"type":"array","items":{"type":"string","format":"uuid"},"description":"The entries that reversed its bookings; empty when it was not booked."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"dismissed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.bank_transaction.dismissed"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank_transaction.dismissed" */;
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
let missing0;
if(((((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.bank_transaction_id === undefined) && (missing0 = "bank_transaction_id"))) || ((data.bank_account_id === undefined) && (missing0 = "bank_account_id"))) || ((data.booked_on === undefined) && (missing0 = "booked_on"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.duplicate_of === undefined) && (missing0 = "duplicate_of"))) || ((data.note === undefined) && (missing0 = "note"))) || ((data.reversal_entry_ids === undefined) && (missing0 = "reversal_entry_ids"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.dismissed_at === undefined) && (missing0 = "dismissed_at"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema64.properties, key0))){
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
if(data.bank_transaction_id !== undefined){
let data1 = data.bank_transaction_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate53.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account_id !== undefined){
let data2 = data.bank_account_id;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate53.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.booked_on !== undefined){
let data3 = data.booked_on;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats200.validate(data3))){
validate53.errors = [{instancePath:instancePath+"/booked_on",schemaPath:"#/properties/booked_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/booked_on",schemaPath:"#/properties/booked_on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.amount !== undefined){
let data4 = data.amount;
const _errs10 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate53.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
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
validate53.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(typeof data6 !== "string"){
validate53.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "not_a_transaction") || (data6 === "duplicate_of"))){
validate53.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema64.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duplicate_of !== undefined){
let data7 = data.duplicate_of;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate53.errors = [{instancePath:instancePath+"/duplicate_of",schemaPath:"#/properties/duplicate_of/type",keyword:"type",params:{type: schema64.properties.duplicate_of.type},message:"must be string,null"}];
return false;
}
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
validate53.errors = [{instancePath:instancePath+"/duplicate_of",schemaPath:"#/properties/duplicate_of/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data8 = data.note;
const _errs18 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate53.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: schema64.properties.note.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reversal_entry_ids !== undefined){
let data9 = data.reversal_entry_ids;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid1 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate53.errors = [{instancePath:instancePath+"/reversal_entry_ids/" + i0,schemaPath:"#/properties/reversal_entry_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/reversal_entry_ids/" + i0,schemaPath:"#/properties/reversal_entry_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs22 === errors;
if(!valid1){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/reversal_entry_ids",schemaPath:"#/properties/reversal_entry_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data11 = data.actor;
const _errs24 = errors;
if(errors === _errs24){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if(((data11.type === undefined) && (missing1 = "type")) || ((data11.id === undefined) && (missing1 = "id"))){
validate53.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs26 = errors;
for(const key1 in data11){
if(!((key1 === "type") || (key1 === "id"))){
validate53.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs26 === errors){
if(data11.type !== undefined){
let data12 = data11.type;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate53.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data12 === "operator") || (data12 === "credential")) || (data12 === "service")) || (data12 === "external"))){
validate53.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.id !== undefined){
let data13 = data11.id;
const _errs29 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate53.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema64.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs29){
if(typeof data13 === "string"){
if(data13.length > 320 && (data13.length > 640 || func5(data13) > 320)){
validate53.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dismissed_at !== undefined){
let data14 = data.dismissed_at;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!(formats10.validate(data14))){
validate53.errors = [{instancePath:instancePath+"/dismissed_at",schemaPath:"#/properties/dismissed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/dismissed_at",schemaPath:"#/properties/dismissed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs31 === errors;
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_fin_bank_transaction_dismissed = validate54;
const schema65 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank_transaction.dismissed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank_transaction.dismissed"},"subject":{"type":"string","format":"uuid","description":"The bank transaction id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A bank transaction was dismissed; it no longer counts, and any booking of it was reversed (`reversal_entry_ids`).","required":["entity_id","bank_transaction_id","bank_account_id","booked_on","amount","currency","reason","duplicate_of","note","reversal_entry_ids","actor","dismissed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_transaction_id":{"type":"string","format":"uuid","description":"The bank transaction's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"booked_on":{"type":"string","format":"date"},"amount":{"type":"number","description":"Signed amount in `currency` (negative = money out)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"reason":{"type":"string","enum":["not_a_transaction","duplicate_of"],"description":"`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`)."},"duplicate_of":{"type":["string","null"],"format":"uuid","description":"The row it duplicates (`reason` `duplicate_of`); null otherwise."},"note":{"type":["string","null"]},"reversal_entry_ids":{"type":"array","items":{"type":"string","format":"uuid"},"description":"The entries that reversed its bookings; empty when it was not booked."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"dismissed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.bank_transaction.dismissed"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank_transaction.dismissed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema65.properties, key0))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate54.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate54.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate54.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate54.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank_transaction.dismissed" !== data3){
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank_transaction.dismissed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate54.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate54.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate54.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate54.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate54.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.bank_transaction_id === undefined) && (missing1 = "bank_transaction_id"))) || ((data8.bank_account_id === undefined) && (missing1 = "bank_account_id"))) || ((data8.booked_on === undefined) && (missing1 = "booked_on"))) || ((data8.amount === undefined) && (missing1 = "amount"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.reason === undefined) && (missing1 = "reason"))) || ((data8.duplicate_of === undefined) && (missing1 = "duplicate_of"))) || ((data8.note === undefined) && (missing1 = "note"))) || ((data8.reversal_entry_ids === undefined) && (missing1 = "reversal_entry_ids"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.dismissed_at === undefined) && (missing1 = "dismissed_at"))){
validate54.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema65.properties.data.properties, key1))){
validate54.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate54.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_transaction_id !== undefined){
let data10 = data8.bank_transaction_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate54.errors = [{instancePath:instancePath+"/data/bank_transaction_id",schemaPath:"#/properties/data/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/bank_transaction_id",schemaPath:"#/properties/data/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_id !== undefined){
let data11 = data8.bank_account_id;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate54.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.booked_on !== undefined){
let data12 = data8.booked_on;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats200.validate(data12))){
validate54.errors = [{instancePath:instancePath+"/data/booked_on",schemaPath:"#/properties/data/properties/booked_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/booked_on",schemaPath:"#/properties/data/properties/booked_on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.amount !== undefined){
let data13 = data8.amount;
const _errs29 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate54.errors = [{instancePath:instancePath+"/data/amount",schemaPath:"#/properties/data/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate54.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reason !== undefined){
let data15 = data8.reason;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate54.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data15 === "not_a_transaction") || (data15 === "duplicate_of"))){
validate54.errors = [{instancePath:instancePath+"/data/reason",schemaPath:"#/properties/data/properties/reason/enum",keyword:"enum",params:{allowedValues: schema65.properties.data.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.duplicate_of !== undefined){
let data16 = data8.duplicate_of;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate54.errors = [{instancePath:instancePath+"/data/duplicate_of",schemaPath:"#/properties/data/properties/duplicate_of/type",keyword:"type",params:{type: schema65.properties.data.properties.duplicate_of.type},message:"must be string,null"}];
return false;
}
if(errors === _errs35){
if(errors === _errs35){
if(typeof data16 === "string"){
if(!(formats0.test(data16))){
validate54.errors = [{instancePath:instancePath+"/data/duplicate_of",schemaPath:"#/properties/data/properties/duplicate_of/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.note !== undefined){
let data17 = data8.note;
const _errs37 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate54.errors = [{instancePath:instancePath+"/data/note",schemaPath:"#/properties/data/properties/note/type",keyword:"type",params:{type: schema65.properties.data.properties.note.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.reversal_entry_ids !== undefined){
let data18 = data8.reversal_entry_ids;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data18)){
var valid2 = true;
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate54.errors = [{instancePath:instancePath+"/data/reversal_entry_ids/" + i0,schemaPath:"#/properties/data/properties/reversal_entry_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/reversal_entry_ids/" + i0,schemaPath:"#/properties/data/properties/reversal_entry_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs41 === errors;
if(!valid2){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/reversal_entry_ids",schemaPath:"#/properties/data/properties/reversal_entry_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data20 = data8.actor;
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing2;
if(((data20.type === undefined) && (missing2 = "type")) || ((data20.id === undefined) && (missing2 = "id"))){
validate54.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs45 = errors;
for(const key2 in data20){
if(!((key2 === "type") || (key2 === "id"))){
validate54.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data20.type !== undefined){
let data21 = data20.type;
const _errs46 = errors;
if(typeof data21 !== "string"){
validate54.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data21 === "operator") || (data21 === "credential")) || (data21 === "service")) || (data21 === "external"))){
validate54.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs46 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data20.id !== undefined){
let data22 = data20.id;
const _errs48 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate54.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema65.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs48){
if(typeof data22 === "string"){
if(data22.length > 320 && (data22.length > 640 || func5(data22) > 320)){
validate54.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid3 = _errs48 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs43 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.dismissed_at !== undefined){
let data23 = data8.dismissed_at;
const _errs50 = errors;
if(errors === _errs50){
if(errors === _errs50){
if(typeof data23 === "string"){
if(!(formats10.validate(data23))){
validate54.errors = [{instancePath:instancePath+"/data/dismissed_at",schemaPath:"#/properties/data/properties/dismissed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data/dismissed_at",schemaPath:"#/properties/data/properties/dismissed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs50 === errors;
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
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_transaction_undismissed = validate55;
const schema66 = {"type":"object","description":"A dismissal was undone; the bank transaction counts again and is open for booking.","required":["entity_id","bank_transaction_id","bank_account_id","booked_on","amount","currency","previous_reason","previous_duplicate_of","actor","undismissed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_transaction_id":{"type":"string","format":"uuid","description":"The bank transaction's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"booked_on":{"type":"string","format":"date"},"amount":{"type":"number","description":"Signed amount in `currency` (negative = money out)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"previous_reason":{"type":"string","enum":["not_a_transaction","duplicate_of"],"description":"`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`)."},"previous_duplicate_of":{"type":["string","null"],"format":"uuid"},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"undismissed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.bank_transaction.undismissed"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank_transaction.undismissed" */;
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
if(((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.bank_transaction_id === undefined) && (missing0 = "bank_transaction_id"))) || ((data.bank_account_id === undefined) && (missing0 = "bank_account_id"))) || ((data.booked_on === undefined) && (missing0 = "booked_on"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.previous_reason === undefined) && (missing0 = "previous_reason"))) || ((data.previous_duplicate_of === undefined) && (missing0 = "previous_duplicate_of"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.undismissed_at === undefined) && (missing0 = "undismissed_at"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema66.properties, key0))){
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
if(data.bank_transaction_id !== undefined){
let data1 = data.bank_transaction_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate55.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/bank_transaction_id",schemaPath:"#/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account_id !== undefined){
let data2 = data.bank_account_id;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate55.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.booked_on !== undefined){
let data3 = data.booked_on;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats200.validate(data3))){
validate55.errors = [{instancePath:instancePath+"/booked_on",schemaPath:"#/properties/booked_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/booked_on",schemaPath:"#/properties/booked_on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.amount !== undefined){
let data4 = data.amount;
const _errs10 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate55.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
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
validate55.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_reason !== undefined){
let data6 = data.previous_reason;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate55.errors = [{instancePath:instancePath+"/previous_reason",schemaPath:"#/properties/previous_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "not_a_transaction") || (data6 === "duplicate_of"))){
validate55.errors = [{instancePath:instancePath+"/previous_reason",schemaPath:"#/properties/previous_reason/enum",keyword:"enum",params:{allowedValues: schema66.properties.previous_reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_duplicate_of !== undefined){
let data7 = data.previous_duplicate_of;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate55.errors = [{instancePath:instancePath+"/previous_duplicate_of",schemaPath:"#/properties/previous_duplicate_of/type",keyword:"type",params:{type: schema66.properties.previous_duplicate_of.type},message:"must be string,null"}];
return false;
}
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
validate55.errors = [{instancePath:instancePath+"/previous_duplicate_of",schemaPath:"#/properties/previous_duplicate_of/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data8 = data.actor;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.type === undefined) && (missing1 = "type")) || ((data8.id === undefined) && (missing1 = "id"))){
validate55.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((key1 === "type") || (key1 === "id"))){
validate55.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.type !== undefined){
let data9 = data8.type;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate55.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data9 === "operator") || (data9 === "credential")) || (data9 === "service")) || (data9 === "external"))){
validate55.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema66.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs23 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate55.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema66.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length > 320 && (data10.length > 640 || func5(data10) > 320)){
validate55.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.undismissed_at !== undefined){
let data11 = data.undismissed_at;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats10.validate(data11))){
validate55.errors = [{instancePath:instancePath+"/undismissed_at",schemaPath:"#/properties/undismissed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/undismissed_at",schemaPath:"#/properties/undismissed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

export const event_fin_bank_transaction_undismissed = validate56;
const schema67 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank_transaction.undismissed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank_transaction.undismissed"},"subject":{"type":"string","format":"uuid","description":"The bank transaction id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A dismissal was undone; the bank transaction counts again and is open for booking.","required":["entity_id","bank_transaction_id","bank_account_id","booked_on","amount","currency","previous_reason","previous_duplicate_of","actor","undismissed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_transaction_id":{"type":"string","format":"uuid","description":"The bank transaction's id (also the event's `subject`)."},"bank_account_id":{"type":"string","format":"uuid"},"booked_on":{"type":"string","format":"date"},"amount":{"type":"number","description":"Signed amount in `currency` (negative = money out)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"previous_reason":{"type":"string","enum":["not_a_transaction","duplicate_of"],"description":"`not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`)."},"previous_duplicate_of":{"type":["string","null"],"format":"uuid"},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"undismissed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.bank_transaction.undismissed"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank_transaction.undismissed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema67.properties, key0))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate56.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate56.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate56.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate56.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank_transaction.undismissed" !== data3){
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank_transaction.undismissed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate56.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate56.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate56.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate56.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate56.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate56.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.bank_transaction_id === undefined) && (missing1 = "bank_transaction_id"))) || ((data8.bank_account_id === undefined) && (missing1 = "bank_account_id"))) || ((data8.booked_on === undefined) && (missing1 = "booked_on"))) || ((data8.amount === undefined) && (missing1 = "amount"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.previous_reason === undefined) && (missing1 = "previous_reason"))) || ((data8.previous_duplicate_of === undefined) && (missing1 = "previous_duplicate_of"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.undismissed_at === undefined) && (missing1 = "undismissed_at"))){
validate56.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema67.properties.data.properties, key1))){
validate56.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate56.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_transaction_id !== undefined){
let data10 = data8.bank_transaction_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate56.errors = [{instancePath:instancePath+"/data/bank_transaction_id",schemaPath:"#/properties/data/properties/bank_transaction_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/bank_transaction_id",schemaPath:"#/properties/data/properties/bank_transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_id !== undefined){
let data11 = data8.bank_account_id;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate56.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.booked_on !== undefined){
let data12 = data8.booked_on;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats200.validate(data12))){
validate56.errors = [{instancePath:instancePath+"/data/booked_on",schemaPath:"#/properties/data/properties/booked_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/booked_on",schemaPath:"#/properties/data/properties/booked_on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.amount !== undefined){
let data13 = data8.amount;
const _errs29 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate56.errors = [{instancePath:instancePath+"/data/amount",schemaPath:"#/properties/data/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data14 = data8.currency;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
validate56.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_reason !== undefined){
let data15 = data8.previous_reason;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate56.errors = [{instancePath:instancePath+"/data/previous_reason",schemaPath:"#/properties/data/properties/previous_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data15 === "not_a_transaction") || (data15 === "duplicate_of"))){
validate56.errors = [{instancePath:instancePath+"/data/previous_reason",schemaPath:"#/properties/data/properties/previous_reason/enum",keyword:"enum",params:{allowedValues: schema67.properties.data.properties.previous_reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_duplicate_of !== undefined){
let data16 = data8.previous_duplicate_of;
const _errs35 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate56.errors = [{instancePath:instancePath+"/data/previous_duplicate_of",schemaPath:"#/properties/data/properties/previous_duplicate_of/type",keyword:"type",params:{type: schema67.properties.data.properties.previous_duplicate_of.type},message:"must be string,null"}];
return false;
}
if(errors === _errs35){
if(errors === _errs35){
if(typeof data16 === "string"){
if(!(formats0.test(data16))){
validate56.errors = [{instancePath:instancePath+"/data/previous_duplicate_of",schemaPath:"#/properties/data/properties/previous_duplicate_of/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data17 = data8.actor;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if(((data17.type === undefined) && (missing2 = "type")) || ((data17.id === undefined) && (missing2 = "id"))){
validate56.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data17){
if(!((key2 === "type") || (key2 === "id"))){
validate56.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs40 = errors;
if(typeof data18 !== "string"){
validate56.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data18 === "operator") || (data18 === "credential")) || (data18 === "service")) || (data18 === "external"))){
validate56.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema67.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data17.id !== undefined){
let data19 = data17.id;
const _errs42 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate56.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema67.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length > 320 && (data19.length > 640 || func5(data19) > 320)){
validate56.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.undismissed_at !== undefined){
let data20 = data8.undismissed_at;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats10.validate(data20))){
validate56.errors = [{instancePath:instancePath+"/data/undismissed_at",schemaPath:"#/properties/data/properties/undismissed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/data/undismissed_at",schemaPath:"#/properties/data/properties/undismissed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs44 === errors;
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
validate56.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_account_created = validate57;
const schema68 = {"type":"object","description":"A bank, card, cash or PSP account was added, with its ledger account.","required":["entity_id","bank_account_id","bank_account","actor","created_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_account_id":{"type":"string","format":"uuid","description":"The account's id (also the event's `subject`)."},"bank_account":{"type":"object","description":"A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.","required":["id","kind","name","currency","institution","account_number_masked","ledger_account"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"`psp`: a payment service provider balance (e.g. a card acquirer)."},"name":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"institution":{"type":["string","null"],"description":"Bank or provider name; null for cash."},"account_number_masked":{"type":["string","null"],"description":"The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none."},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"created_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.bank_account.created"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank_account.created" */;
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
if((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.bank_account_id === undefined) && (missing0 = "bank_account_id"))) || ((data.bank_account === undefined) && (missing0 = "bank_account"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "entity_id") || (key0 === "bank_account_id")) || (key0 === "bank_account")) || (key0 === "actor")) || (key0 === "created_at"))){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate57.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account_id !== undefined){
let data1 = data.bank_account_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate57.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account !== undefined){
let data2 = data.bank_account;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.id === undefined) && (missing1 = "id")) || ((data2.kind === undefined) && (missing1 = "kind"))) || ((data2.name === undefined) && (missing1 = "name"))) || ((data2.currency === undefined) && (missing1 = "currency"))) || ((data2.institution === undefined) && (missing1 = "institution"))) || ((data2.account_number_masked === undefined) && (missing1 = "account_number_masked"))) || ((data2.ledger_account === undefined) && (missing1 = "ledger_account"))){
validate57.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((((((key1 === "id") || (key1 === "kind")) || (key1 === "name")) || (key1 === "currency")) || (key1 === "institution")) || (key1 === "account_number_masked")) || (key1 === "ledger_account"))){
validate57.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.id !== undefined){
let data3 = data2.id;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate57.errors = [{instancePath:instancePath+"/bank_account/id",schemaPath:"#/properties/bank_account/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/bank_account/id",schemaPath:"#/properties/bank_account/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.kind !== undefined){
let data4 = data2.kind;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate57.errors = [{instancePath:instancePath+"/bank_account/kind",schemaPath:"#/properties/bank_account/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "bank") || (data4 === "card")) || (data4 === "cash")) || (data4 === "psp"))){
validate57.errors = [{instancePath:instancePath+"/bank_account/kind",schemaPath:"#/properties/bank_account/properties/kind/enum",keyword:"enum",params:{allowedValues: schema68.properties.bank_account.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.name !== undefined){
const _errs13 = errors;
if(typeof data2.name !== "string"){
validate57.errors = [{instancePath:instancePath+"/bank_account/name",schemaPath:"#/properties/bank_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.currency !== undefined){
let data6 = data2.currency;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate57.errors = [{instancePath:instancePath+"/bank_account/currency",schemaPath:"#/properties/bank_account/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/bank_account/currency",schemaPath:"#/properties/bank_account/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.institution !== undefined){
let data7 = data2.institution;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate57.errors = [{instancePath:instancePath+"/bank_account/institution",schemaPath:"#/properties/bank_account/properties/institution/type",keyword:"type",params:{type: schema68.properties.bank_account.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.account_number_masked !== undefined){
let data8 = data2.account_number_masked;
const _errs19 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate57.errors = [{instancePath:instancePath+"/bank_account/account_number_masked",schemaPath:"#/properties/bank_account/properties/account_number_masked/type",keyword:"type",params:{type: schema68.properties.bank_account.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.ledger_account !== undefined){
let data9 = data2.ledger_account;
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.account_id === undefined) && (missing2 = "account_id")) || ((data9.code === undefined) && (missing2 = "code"))) || ((data9.name === undefined) && (missing2 = "name"))){
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs23 = errors;
for(const key2 in data9){
if(!(((key2 === "account_id") || (key2 === "code")) || (key2 === "name"))){
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data9.account_id !== undefined){
let data10 = data9.account_id;
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account/account_id",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account/account_id",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.code !== undefined){
const _errs26 = errors;
if(typeof data9.code !== "string"){
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account/code",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.name !== undefined){
const _errs28 = errors;
if(typeof data9.name !== "string"){
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account/name",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
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
validate57.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate57.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data13 = data.actor;
const _errs30 = errors;
if(errors === _errs30){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing3;
if(((data13.type === undefined) && (missing3 = "type")) || ((data13.id === undefined) && (missing3 = "id"))){
validate57.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs32 = errors;
for(const key3 in data13){
if(!((key3 === "type") || (key3 === "id"))){
validate57.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs32 === errors){
if(data13.type !== undefined){
let data14 = data13.type;
const _errs33 = errors;
if(typeof data14 !== "string"){
validate57.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "operator") || (data14 === "credential")) || (data14 === "service")) || (data14 === "external"))){
validate57.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema68.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data13.id !== undefined){
let data15 = data13.id;
const _errs35 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate57.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema68.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs35){
if(typeof data15 === "string"){
if(data15.length > 320 && (data15.length > 640 || func5(data15) > 320)){
validate57.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
let data16 = data.created_at;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data16 === "string"){
if(!(formats10.validate(data16))){
validate57.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
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
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_fin_bank_account_created = validate58;
const schema69 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank_account.created` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank_account.created"},"subject":{"type":"string","format":"uuid","description":"The bank account id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A bank, card, cash or PSP account was added, with its ledger account.","required":["entity_id","bank_account_id","bank_account","actor","created_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_account_id":{"type":"string","format":"uuid","description":"The account's id (also the event's `subject`)."},"bank_account":{"type":"object","description":"A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.","required":["id","kind","name","currency","institution","account_number_masked","ledger_account"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"`psp`: a payment service provider balance (e.g. a card acquirer)."},"name":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"institution":{"type":["string","null"],"description":"Bank or provider name; null for cash."},"account_number_masked":{"type":["string","null"],"description":"The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none."},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"created_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.bank_account.created"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank_account.created" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema69.properties, key0))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate58.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate58.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate58.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate58.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank_account.created" !== data3){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank_account.created"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate58.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate58.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate58.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate58.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate58.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.bank_account_id === undefined) && (missing1 = "bank_account_id"))) || ((data8.bank_account === undefined) && (missing1 = "bank_account"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.created_at === undefined) && (missing1 = "created_at"))){
validate58.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(((((key1 === "entity_id") || (key1 === "bank_account_id")) || (key1 === "bank_account")) || (key1 === "actor")) || (key1 === "created_at"))){
validate58.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate58.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_id !== undefined){
let data10 = data8.bank_account_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account !== undefined){
let data11 = data8.bank_account;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((((((((data11.id === undefined) && (missing2 = "id")) || ((data11.kind === undefined) && (missing2 = "kind"))) || ((data11.name === undefined) && (missing2 = "name"))) || ((data11.currency === undefined) && (missing2 = "currency"))) || ((data11.institution === undefined) && (missing2 = "institution"))) || ((data11.account_number_masked === undefined) && (missing2 = "account_number_masked"))) || ((data11.ledger_account === undefined) && (missing2 = "ledger_account"))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data11){
if(!(((((((key2 === "id") || (key2 === "kind")) || (key2 === "name")) || (key2 === "currency")) || (key2 === "institution")) || (key2 === "account_number_masked")) || (key2 === "ledger_account"))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data11.id !== undefined){
let data12 = data11.id;
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/id",schemaPath:"#/properties/data/properties/bank_account/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/bank_account/id",schemaPath:"#/properties/data/properties/bank_account/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.kind !== undefined){
let data13 = data11.kind;
const _errs30 = errors;
if(typeof data13 !== "string"){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/kind",schemaPath:"#/properties/data/properties/bank_account/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data13 === "bank") || (data13 === "card")) || (data13 === "cash")) || (data13 === "psp"))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/kind",schemaPath:"#/properties/data/properties/bank_account/properties/kind/enum",keyword:"enum",params:{allowedValues: schema69.properties.data.properties.bank_account.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.name !== undefined){
const _errs32 = errors;
if(typeof data11.name !== "string"){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/name",schemaPath:"#/properties/data/properties/bank_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.currency !== undefined){
let data15 = data11.currency;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/currency",schemaPath:"#/properties/data/properties/bank_account/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/bank_account/currency",schemaPath:"#/properties/data/properties/bank_account/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.institution !== undefined){
let data16 = data11.institution;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/institution",schemaPath:"#/properties/data/properties/bank_account/properties/institution/type",keyword:"type",params:{type: schema69.properties.data.properties.bank_account.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.account_number_masked !== undefined){
let data17 = data11.account_number_masked;
const _errs38 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/account_number_masked",schemaPath:"#/properties/data/properties/bank_account/properties/account_number_masked/type",keyword:"type",params:{type: schema69.properties.data.properties.bank_account.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.ledger_account !== undefined){
let data18 = data11.ledger_account;
const _errs40 = errors;
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if((((data18.account_id === undefined) && (missing3 = "account_id")) || ((data18.code === undefined) && (missing3 = "code"))) || ((data18.name === undefined) && (missing3 = "name"))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key3 in data18){
if(!(((key3 === "account_id") || (key3 === "code")) || (key3 === "name"))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data18.account_id !== undefined){
let data19 = data18.account_id;
const _errs43 = errors;
if(errors === _errs43){
if(errors === _errs43){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/account_id",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/account_id",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.code !== undefined){
const _errs45 = errors;
if(typeof data18.code !== "string"){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/code",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.name !== undefined){
const _errs47 = errors;
if(typeof data18.name !== "string"){
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/name",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
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
validate58.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data22 = data8.actor;
const _errs49 = errors;
if(errors === _errs49){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing4;
if(((data22.type === undefined) && (missing4 = "type")) || ((data22.id === undefined) && (missing4 = "id"))){
validate58.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs51 = errors;
for(const key4 in data22){
if(!((key4 === "type") || (key4 === "id"))){
validate58.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs51 === errors){
if(data22.type !== undefined){
let data23 = data22.type;
const _errs52 = errors;
if(typeof data23 !== "string"){
validate58.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data23 === "operator") || (data23 === "credential")) || (data23 === "service")) || (data23 === "external"))){
validate58.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema69.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs52 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data22.id !== undefined){
let data24 = data22.id;
const _errs54 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate58.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema69.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs54){
if(typeof data24 === "string"){
if(data24.length > 320 && (data24.length > 640 || func5(data24) > 320)){
validate58.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid4 = _errs54 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs49 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.created_at !== undefined){
let data25 = data8.created_at;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data25 === "string"){
if(!(formats10.validate(data25))){
validate58.errors = [{instancePath:instancePath+"/data/created_at",schemaPath:"#/properties/data/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/data/created_at",schemaPath:"#/properties/data/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs56 === errors;
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
else {
validate58.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_account_updated = validate59;
const schema70 = {"type":"object","description":"A bank account's details changed. `fields` names which; `previous` holds exactly those fields' values before; `bank_account` is the account now.","required":["entity_id","bank_account_id","bank_account","fields","previous","actor","updated_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_account_id":{"type":"string","format":"uuid","description":"The account's id (also the event's `subject`)."},"bank_account":{"type":"object","description":"A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.","required":["id","kind","name","currency","institution","account_number_masked","ledger_account"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"`psp`: a payment service provider balance (e.g. a card acquirer)."},"name":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"institution":{"type":["string","null"],"description":"Bank or provider name; null for cash."},"account_number_masked":{"type":["string","null"],"description":"The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none."},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["name","institution","account_number_masked","ledger_account"]}},"previous":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"institution":{"type":["string","null"]},"account_number_masked":{"type":["string","null"]},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"updated_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.bank_account.updated"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank_account.updated" */;
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
if((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.bank_account_id === undefined) && (missing0 = "bank_account_id"))) || ((data.bank_account === undefined) && (missing0 = "bank_account"))) || ((data.fields === undefined) && (missing0 = "fields"))) || ((data.previous === undefined) && (missing0 = "previous"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.updated_at === undefined) && (missing0 = "updated_at"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "entity_id") || (key0 === "bank_account_id")) || (key0 === "bank_account")) || (key0 === "fields")) || (key0 === "previous")) || (key0 === "actor")) || (key0 === "updated_at"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate59.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account_id !== undefined){
let data1 = data.bank_account_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate59.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/bank_account_id",schemaPath:"#/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_account !== undefined){
let data2 = data.bank_account;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.id === undefined) && (missing1 = "id")) || ((data2.kind === undefined) && (missing1 = "kind"))) || ((data2.name === undefined) && (missing1 = "name"))) || ((data2.currency === undefined) && (missing1 = "currency"))) || ((data2.institution === undefined) && (missing1 = "institution"))) || ((data2.account_number_masked === undefined) && (missing1 = "account_number_masked"))) || ((data2.ledger_account === undefined) && (missing1 = "ledger_account"))){
validate59.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((((((key1 === "id") || (key1 === "kind")) || (key1 === "name")) || (key1 === "currency")) || (key1 === "institution")) || (key1 === "account_number_masked")) || (key1 === "ledger_account"))){
validate59.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.id !== undefined){
let data3 = data2.id;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate59.errors = [{instancePath:instancePath+"/bank_account/id",schemaPath:"#/properties/bank_account/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/bank_account/id",schemaPath:"#/properties/bank_account/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.kind !== undefined){
let data4 = data2.kind;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate59.errors = [{instancePath:instancePath+"/bank_account/kind",schemaPath:"#/properties/bank_account/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "bank") || (data4 === "card")) || (data4 === "cash")) || (data4 === "psp"))){
validate59.errors = [{instancePath:instancePath+"/bank_account/kind",schemaPath:"#/properties/bank_account/properties/kind/enum",keyword:"enum",params:{allowedValues: schema70.properties.bank_account.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.name !== undefined){
const _errs13 = errors;
if(typeof data2.name !== "string"){
validate59.errors = [{instancePath:instancePath+"/bank_account/name",schemaPath:"#/properties/bank_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.currency !== undefined){
let data6 = data2.currency;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
validate59.errors = [{instancePath:instancePath+"/bank_account/currency",schemaPath:"#/properties/bank_account/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/bank_account/currency",schemaPath:"#/properties/bank_account/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.institution !== undefined){
let data7 = data2.institution;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate59.errors = [{instancePath:instancePath+"/bank_account/institution",schemaPath:"#/properties/bank_account/properties/institution/type",keyword:"type",params:{type: schema70.properties.bank_account.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.account_number_masked !== undefined){
let data8 = data2.account_number_masked;
const _errs19 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate59.errors = [{instancePath:instancePath+"/bank_account/account_number_masked",schemaPath:"#/properties/bank_account/properties/account_number_masked/type",keyword:"type",params:{type: schema70.properties.bank_account.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.ledger_account !== undefined){
let data9 = data2.ledger_account;
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.account_id === undefined) && (missing2 = "account_id")) || ((data9.code === undefined) && (missing2 = "code"))) || ((data9.name === undefined) && (missing2 = "name"))){
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs23 = errors;
for(const key2 in data9){
if(!(((key2 === "account_id") || (key2 === "code")) || (key2 === "name"))){
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data9.account_id !== undefined){
let data10 = data9.account_id;
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account/account_id",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account/account_id",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.code !== undefined){
const _errs26 = errors;
if(typeof data9.code !== "string"){
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account/code",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.name !== undefined){
const _errs28 = errors;
if(typeof data9.name !== "string"){
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account/name",schemaPath:"#/properties/bank_account/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
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
validate59.errors = [{instancePath:instancePath+"/bank_account/ledger_account",schemaPath:"#/properties/bank_account/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate59.errors = [{instancePath:instancePath+"/bank_account",schemaPath:"#/properties/bank_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fields !== undefined){
let data13 = data.fields;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data13)){
if(data13.length < 1){
validate59.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
const _errs32 = errors;
if(typeof data14 !== "string"){
validate59.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "name") || (data14 === "institution")) || (data14 === "account_number_masked")) || (data14 === "ledger_account"))){
validate59.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema70.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs32 === errors;
if(!valid3){
break;
}
}
if(valid3){
let i1 = data13.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data13[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate59.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data15 = data.previous;
const _errs34 = errors;
if(errors === _errs34){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
const _errs36 = errors;
for(const key3 in data15){
if(!((((key3 === "name") || (key3 === "institution")) || (key3 === "account_number_masked")) || (key3 === "ledger_account"))){
validate59.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs36 === errors){
if(data15.name !== undefined){
const _errs37 = errors;
if(typeof data15.name !== "string"){
validate59.errors = [{instancePath:instancePath+"/previous/name",schemaPath:"#/properties/previous/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data15.institution !== undefined){
let data17 = data15.institution;
const _errs39 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate59.errors = [{instancePath:instancePath+"/previous/institution",schemaPath:"#/properties/previous/properties/institution/type",keyword:"type",params:{type: schema70.properties.previous.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data15.account_number_masked !== undefined){
let data18 = data15.account_number_masked;
const _errs41 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
validate59.errors = [{instancePath:instancePath+"/previous/account_number_masked",schemaPath:"#/properties/previous/properties/account_number_masked/type",keyword:"type",params:{type: schema70.properties.previous.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data15.ledger_account !== undefined){
let data19 = data15.ledger_account;
const _errs43 = errors;
if(errors === _errs43){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing3;
if((((data19.account_id === undefined) && (missing3 = "account_id")) || ((data19.code === undefined) && (missing3 = "code"))) || ((data19.name === undefined) && (missing3 = "name"))){
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account",schemaPath:"#/properties/previous/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs45 = errors;
for(const key4 in data19){
if(!(((key4 === "account_id") || (key4 === "code")) || (key4 === "name"))){
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account",schemaPath:"#/properties/previous/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data19.account_id !== undefined){
let data20 = data19.account_id;
const _errs46 = errors;
if(errors === _errs46){
if(errors === _errs46){
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account/account_id",schemaPath:"#/properties/previous/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account/account_id",schemaPath:"#/properties/previous/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data19.code !== undefined){
const _errs48 = errors;
if(typeof data19.code !== "string"){
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account/code",schemaPath:"#/properties/previous/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data19.name !== undefined){
const _errs50 = errors;
if(typeof data19.name !== "string"){
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account/name",schemaPath:"#/properties/previous/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs50 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/previous/ledger_account",schemaPath:"#/properties/previous/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data23 = data.actor;
const _errs52 = errors;
if(errors === _errs52){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing4;
if(((data23.type === undefined) && (missing4 = "type")) || ((data23.id === undefined) && (missing4 = "id"))){
validate59.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs54 = errors;
for(const key5 in data23){
if(!((key5 === "type") || (key5 === "id"))){
validate59.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs54 === errors){
if(data23.type !== undefined){
let data24 = data23.type;
const _errs55 = errors;
if(typeof data24 !== "string"){
validate59.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data24 === "operator") || (data24 === "credential")) || (data24 === "service")) || (data24 === "external"))){
validate59.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema70.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs55 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.id !== undefined){
let data25 = data23.id;
const _errs57 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate59.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema70.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs57){
if(typeof data25 === "string"){
if(data25.length > 320 && (data25.length > 640 || func5(data25) > 320)){
validate59.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid7 = _errs57 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_at !== undefined){
let data26 = data.updated_at;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data26 === "string"){
if(!(formats10.validate(data26))){
validate59.errors = [{instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs59 === errors;
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
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_fin_bank_account_updated = validate60;
const schema71 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank_account.updated` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank_account.updated"},"subject":{"type":"string","format":"uuid","description":"The bank account id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A bank account's details changed. `fields` names which; `previous` holds exactly those fields' values before; `bank_account` is the account now.","required":["entity_id","bank_account_id","bank_account","fields","previous","actor","updated_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_account_id":{"type":"string","format":"uuid","description":"The account's id (also the event's `subject`)."},"bank_account":{"type":"object","description":"A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.","required":["id","kind","name","currency","institution","account_number_masked","ledger_account"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"kind":{"type":"string","enum":["bank","card","cash","psp"],"description":"`psp`: a payment service provider balance (e.g. a card acquirer)."},"name":{"type":"string"},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"institution":{"type":["string","null"],"description":"Bank or provider name; null for cash."},"account_number_masked":{"type":["string","null"],"description":"The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none."},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"fields":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["name","institution","account_number_masked","ledger_account"]}},"previous":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"institution":{"type":["string","null"]},"account_number_masked":{"type":["string","null"]},"ledger_account":{"type":"object","required":["account_id","code","name"],"additionalProperties":false,"properties":{"account_id":{"type":"string","format":"uuid"},"code":{"type":"string"},"name":{"type":"string"}}}}},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"updated_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.bank_account.updated"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank_account.updated" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema71.properties, key0))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate60.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate60.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate60.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate60.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank_account.updated" !== data3){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank_account.updated"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate60.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate60.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate60.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate60.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate60.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.bank_account_id === undefined) && (missing1 = "bank_account_id"))) || ((data8.bank_account === undefined) && (missing1 = "bank_account"))) || ((data8.fields === undefined) && (missing1 = "fields"))) || ((data8.previous === undefined) && (missing1 = "previous"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.updated_at === undefined) && (missing1 = "updated_at"))){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(((((((key1 === "entity_id") || (key1 === "bank_account_id")) || (key1 === "bank_account")) || (key1 === "fields")) || (key1 === "previous")) || (key1 === "actor")) || (key1 === "updated_at"))){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate60.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_id !== undefined){
let data10 = data8.bank_account_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/bank_account_id",schemaPath:"#/properties/data/properties/bank_account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account !== undefined){
let data11 = data8.bank_account;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((((((((data11.id === undefined) && (missing2 = "id")) || ((data11.kind === undefined) && (missing2 = "kind"))) || ((data11.name === undefined) && (missing2 = "name"))) || ((data11.currency === undefined) && (missing2 = "currency"))) || ((data11.institution === undefined) && (missing2 = "institution"))) || ((data11.account_number_masked === undefined) && (missing2 = "account_number_masked"))) || ((data11.ledger_account === undefined) && (missing2 = "ledger_account"))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data11){
if(!(((((((key2 === "id") || (key2 === "kind")) || (key2 === "name")) || (key2 === "currency")) || (key2 === "institution")) || (key2 === "account_number_masked")) || (key2 === "ledger_account"))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data11.id !== undefined){
let data12 = data11.id;
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/id",schemaPath:"#/properties/data/properties/bank_account/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/bank_account/id",schemaPath:"#/properties/data/properties/bank_account/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.kind !== undefined){
let data13 = data11.kind;
const _errs30 = errors;
if(typeof data13 !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/kind",schemaPath:"#/properties/data/properties/bank_account/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data13 === "bank") || (data13 === "card")) || (data13 === "cash")) || (data13 === "psp"))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/kind",schemaPath:"#/properties/data/properties/bank_account/properties/kind/enum",keyword:"enum",params:{allowedValues: schema71.properties.data.properties.bank_account.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.name !== undefined){
const _errs32 = errors;
if(typeof data11.name !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/name",schemaPath:"#/properties/data/properties/bank_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.currency !== undefined){
let data15 = data11.currency;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/currency",schemaPath:"#/properties/data/properties/bank_account/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/bank_account/currency",schemaPath:"#/properties/data/properties/bank_account/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.institution !== undefined){
let data16 = data11.institution;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/institution",schemaPath:"#/properties/data/properties/bank_account/properties/institution/type",keyword:"type",params:{type: schema71.properties.data.properties.bank_account.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.account_number_masked !== undefined){
let data17 = data11.account_number_masked;
const _errs38 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/account_number_masked",schemaPath:"#/properties/data/properties/bank_account/properties/account_number_masked/type",keyword:"type",params:{type: schema71.properties.data.properties.bank_account.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.ledger_account !== undefined){
let data18 = data11.ledger_account;
const _errs40 = errors;
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if((((data18.account_id === undefined) && (missing3 = "account_id")) || ((data18.code === undefined) && (missing3 = "code"))) || ((data18.name === undefined) && (missing3 = "name"))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key3 in data18){
if(!(((key3 === "account_id") || (key3 === "code")) || (key3 === "name"))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data18.account_id !== undefined){
let data19 = data18.account_id;
const _errs43 = errors;
if(errors === _errs43){
if(errors === _errs43){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/account_id",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/account_id",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.code !== undefined){
const _errs45 = errors;
if(typeof data18.code !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/code",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data18.name !== undefined){
const _errs47 = errors;
if(typeof data18.name !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account/name",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/bank_account/ledger_account",schemaPath:"#/properties/data/properties/bank_account/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
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
validate60.errors = [{instancePath:instancePath+"/data/bank_account",schemaPath:"#/properties/data/properties/bank_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.fields !== undefined){
let data22 = data8.fields;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data22)){
if(data22.length < 1){
validate60.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid4 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
let data23 = data22[i0];
const _errs51 = errors;
if(typeof data23 !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data23 === "name") || (data23 === "institution")) || (data23 === "account_number_masked")) || (data23 === "ledger_account"))){
validate60.errors = [{instancePath:instancePath+"/data/fields/" + i0,schemaPath:"#/properties/data/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema71.properties.data.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs51 === errors;
if(!valid4){
break;
}
}
if(valid4){
let i1 = data22.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data22[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate60.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/fields",schemaPath:"#/properties/data/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs49 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous !== undefined){
let data24 = data8.previous;
const _errs53 = errors;
if(errors === _errs53){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
const _errs55 = errors;
for(const key4 in data24){
if(!((((key4 === "name") || (key4 === "institution")) || (key4 === "account_number_masked")) || (key4 === "ledger_account"))){
validate60.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs55 === errors){
if(data24.name !== undefined){
const _errs56 = errors;
if(typeof data24.name !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/previous/name",schemaPath:"#/properties/data/properties/previous/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data24.institution !== undefined){
let data26 = data24.institution;
const _errs58 = errors;
if((typeof data26 !== "string") && (data26 !== null)){
validate60.errors = [{instancePath:instancePath+"/data/previous/institution",schemaPath:"#/properties/data/properties/previous/properties/institution/type",keyword:"type",params:{type: schema71.properties.data.properties.previous.properties.institution.type},message:"must be string,null"}];
return false;
}
var valid6 = _errs58 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data24.account_number_masked !== undefined){
let data27 = data24.account_number_masked;
const _errs60 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate60.errors = [{instancePath:instancePath+"/data/previous/account_number_masked",schemaPath:"#/properties/data/properties/previous/properties/account_number_masked/type",keyword:"type",params:{type: schema71.properties.data.properties.previous.properties.account_number_masked.type},message:"must be string,null"}];
return false;
}
var valid6 = _errs60 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data24.ledger_account !== undefined){
let data28 = data24.ledger_account;
const _errs62 = errors;
if(errors === _errs62){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if((((data28.account_id === undefined) && (missing4 = "account_id")) || ((data28.code === undefined) && (missing4 = "code"))) || ((data28.name === undefined) && (missing4 = "name"))){
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs64 = errors;
for(const key5 in data28){
if(!(((key5 === "account_id") || (key5 === "code")) || (key5 === "name"))){
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs64 === errors){
if(data28.account_id !== undefined){
let data29 = data28.account_id;
const _errs65 = errors;
if(errors === _errs65){
if(errors === _errs65){
if(typeof data29 === "string"){
if(!(formats0.test(data29))){
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account/account_id",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/properties/account_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account/account_id",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid7 = _errs65 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data28.code !== undefined){
const _errs67 = errors;
if(typeof data28.code !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account/code",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs67 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data28.name !== undefined){
const _errs69 = errors;
if(typeof data28.name !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account/name",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs69 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/previous/ledger_account",schemaPath:"#/properties/data/properties/previous/properties/ledger_account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs62 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/previous",schemaPath:"#/properties/data/properties/previous/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs53 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data32 = data8.actor;
const _errs71 = errors;
if(errors === _errs71){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing5;
if(((data32.type === undefined) && (missing5 = "type")) || ((data32.id === undefined) && (missing5 = "id"))){
validate60.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs73 = errors;
for(const key6 in data32){
if(!((key6 === "type") || (key6 === "id"))){
validate60.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs73 === errors){
if(data32.type !== undefined){
let data33 = data32.type;
const _errs74 = errors;
if(typeof data33 !== "string"){
validate60.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data33 === "operator") || (data33 === "credential")) || (data33 === "service")) || (data33 === "external"))){
validate60.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema71.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs74 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data32.id !== undefined){
let data34 = data32.id;
const _errs76 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
validate60.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema71.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs76){
if(typeof data34 === "string"){
if(data34.length > 320 && (data34.length > 640 || func5(data34) > 320)){
validate60.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid8 = _errs76 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs71 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.updated_at !== undefined){
let data35 = data8.updated_at;
const _errs78 = errors;
if(errors === _errs78){
if(errors === _errs78){
if(typeof data35 === "string"){
if(!(formats10.validate(data35))){
validate60.errors = [{instancePath:instancePath+"/data/updated_at",schemaPath:"#/properties/data/properties/updated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data/updated_at",schemaPath:"#/properties/data/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs78 === errors;
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
else {
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_bank_consent_expiring = validate61;
const schema72 = {"type":"object","description":"A bank connection's consent (e.g. PSD2, at most 180 days) ends soon; after `consent_expires_at` its accounts stop receiving rows until someone renews it at the bank.","required":["entity_id","bank_connection_id","institution","bank_account_ids","consent_expires_at","days_remaining"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_connection_id":{"type":"string","format":"uuid","description":"The connection's id (also the event's `subject`)."},"institution":{"type":"string"},"bank_account_ids":{"type":"array","items":{"type":"string","format":"uuid"},"description":"The accounts fed by the connection."},"consent_expires_at":{"type":"string","format":"date-time"},"days_remaining":{"type":"integer","minimum":0,"description":"Whole days until `consent_expires_at`."}},"$id":"urn:storeops:event-data:fin.bank.consent_expiring"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.bank.consent_expiring" */;
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
if(((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.bank_connection_id === undefined) && (missing0 = "bank_connection_id"))) || ((data.institution === undefined) && (missing0 = "institution"))) || ((data.bank_account_ids === undefined) && (missing0 = "bank_account_ids"))) || ((data.consent_expires_at === undefined) && (missing0 = "consent_expires_at"))) || ((data.days_remaining === undefined) && (missing0 = "days_remaining"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "entity_id") || (key0 === "bank_connection_id")) || (key0 === "institution")) || (key0 === "bank_account_ids")) || (key0 === "consent_expires_at")) || (key0 === "days_remaining"))){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate61.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.bank_connection_id !== undefined){
let data1 = data.bank_connection_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate61.errors = [{instancePath:instancePath+"/bank_connection_id",schemaPath:"#/properties/bank_connection_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/bank_connection_id",schemaPath:"#/properties/bank_connection_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.institution !== undefined){
const _errs6 = errors;
if(typeof data.institution !== "string"){
validate61.errors = [{instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bank_account_ids !== undefined){
let data3 = data.bank_account_ids;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate61.errors = [{instancePath:instancePath+"/bank_account_ids/" + i0,schemaPath:"#/properties/bank_account_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/bank_account_ids/" + i0,schemaPath:"#/properties/bank_account_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/bank_account_ids",schemaPath:"#/properties/bank_account_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consent_expires_at !== undefined){
let data5 = data.consent_expires_at;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate61.errors = [{instancePath:instancePath+"/consent_expires_at",schemaPath:"#/properties/consent_expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/consent_expires_at",schemaPath:"#/properties/consent_expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.days_remaining !== undefined){
let data6 = data.days_remaining;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate61.errors = [{instancePath:instancePath+"/days_remaining",schemaPath:"#/properties/days_remaining/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate61.errors = [{instancePath:instancePath+"/days_remaining",schemaPath:"#/properties/days_remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const event_fin_bank_consent_expiring = validate62;
const schema73 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.bank.consent_expiring` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.bank.consent_expiring"},"subject":{"type":"string","format":"uuid","description":"The bank connection id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"A bank connection's consent (e.g. PSD2, at most 180 days) ends soon; after `consent_expires_at` its accounts stop receiving rows until someone renews it at the bank.","required":["entity_id","bank_connection_id","institution","bank_account_ids","consent_expires_at","days_remaining"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"bank_connection_id":{"type":"string","format":"uuid","description":"The connection's id (also the event's `subject`)."},"institution":{"type":"string"},"bank_account_ids":{"type":"array","items":{"type":"string","format":"uuid"},"description":"The accounts fed by the connection."},"consent_expires_at":{"type":"string","format":"date-time"},"days_remaining":{"type":"integer","minimum":0,"description":"Whole days until `consent_expires_at`."}}}},"$id":"urn:storeops:event:fin.bank.consent_expiring"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.bank.consent_expiring" */;
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
let missing0;
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema73.properties, key0))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate62.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate62.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate62.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate62.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate62.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.bank.consent_expiring" !== data3){
validate62.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.bank.consent_expiring"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate62.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate62.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate62.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate62.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate62.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.bank_connection_id === undefined) && (missing1 = "bank_connection_id"))) || ((data8.institution === undefined) && (missing1 = "institution"))) || ((data8.bank_account_ids === undefined) && (missing1 = "bank_account_ids"))) || ((data8.consent_expires_at === undefined) && (missing1 = "consent_expires_at"))) || ((data8.days_remaining === undefined) && (missing1 = "days_remaining"))){
validate62.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((((((key1 === "entity_id") || (key1 === "bank_connection_id")) || (key1 === "institution")) || (key1 === "bank_account_ids")) || (key1 === "consent_expires_at")) || (key1 === "days_remaining"))){
validate62.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate62.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_connection_id !== undefined){
let data10 = data8.bank_connection_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate62.errors = [{instancePath:instancePath+"/data/bank_connection_id",schemaPath:"#/properties/data/properties/bank_connection_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/data/bank_connection_id",schemaPath:"#/properties/data/properties/bank_connection_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.institution !== undefined){
const _errs25 = errors;
if(typeof data8.institution !== "string"){
validate62.errors = [{instancePath:instancePath+"/data/institution",schemaPath:"#/properties/data/properties/institution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.bank_account_ids !== undefined){
let data12 = data8.bank_account_ids;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data12)){
var valid2 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
validate62.errors = [{instancePath:instancePath+"/data/bank_account_ids/" + i0,schemaPath:"#/properties/data/properties/bank_account_ids/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/data/bank_account_ids/" + i0,schemaPath:"#/properties/data/properties/bank_account_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs29 === errors;
if(!valid2){
break;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/data/bank_account_ids",schemaPath:"#/properties/data/properties/bank_account_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.consent_expires_at !== undefined){
let data14 = data8.consent_expires_at;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!(formats10.validate(data14))){
validate62.errors = [{instancePath:instancePath+"/data/consent_expires_at",schemaPath:"#/properties/data/properties/consent_expires_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/data/consent_expires_at",schemaPath:"#/properties/data/properties/consent_expires_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.days_remaining !== undefined){
let data15 = data8.days_remaining;
const _errs33 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate62.errors = [{instancePath:instancePath+"/data/days_remaining",schemaPath:"#/properties/data/properties/days_remaining/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate62.errors = [{instancePath:instancePath+"/data/days_remaining",schemaPath:"#/properties/data/properties/days_remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
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
else {
validate62.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const data_fin_einvoice_status_changed = validate63;
const schema74 = {"type":"object","description":"An e-invoice message moved to a new Peppol status; `previous_status` says from where.","required":["entity_id","einvoice_message_id","direction","document_type","document_number","counterparty","total","currency","status","previous_status","status_reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"einvoice_message_id":{"type":"string","format":"uuid","description":"The message's id (also the event's `subject`)."},"direction":{"type":"string","enum":["outbound","inbound"]},"document_type":{"type":"string","enum":["invoice","credit_note"]},"document_number":{"type":"string"},"counterparty":{"type":"object","required":["name","peppol_id"],"additionalProperties":false,"properties":{"name":{"type":"string"},"peppol_id":{"type":["string","null"],"description":"Peppol participant id, e.g. `0106:12345678`."}}},"total":{"type":"number","description":"Document total including tax, in `currency`."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"status":{"type":"string","enum":["queued","sent","delivered","delivery_failed","received","acknowledged","in_process","under_query","conditionally_accepted","rejected","accepted","paid"],"description":"Status of an e-invoice message on the Peppol network. Transport:\n`queued`, `sent` (handed to our access point), `delivered` (the receiver's\naccess point took it), `delivery_failed`, `received` (an inbound message).\nBusiness (Peppol Invoice Response codes): `acknowledged` (AB),\n`in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),\n`rejected` (RE), `accepted` (AP), `paid` (PD).\n"},"previous_status":{"type":"string","enum":["queued","sent","delivered","delivery_failed","received","acknowledged","in_process","under_query","conditionally_accepted","rejected","accepted","paid"],"description":"Status of an e-invoice message on the Peppol network. Transport:\n`queued`, `sent` (handed to our access point), `delivered` (the receiver's\naccess point took it), `delivery_failed`, `received` (an inbound message).\nBusiness (Peppol Invoice Response codes): `acknowledged` (AB),\n`in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),\n`rejected` (RE), `accepted` (AP), `paid` (PD).\n"},"status_reason":{"type":["string","null"],"description":"The reason the counterparty or network gave (e.g. for `rejected`, `under_query`, `delivery_failed`)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}},"$id":"urn:storeops:event-data:fin.einvoice.status_changed"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event-data:fin.einvoice.status_changed" */;
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
let missing0;
if((((((((((((((data.entity_id === undefined) && (missing0 = "entity_id")) || ((data.einvoice_message_id === undefined) && (missing0 = "einvoice_message_id"))) || ((data.direction === undefined) && (missing0 = "direction"))) || ((data.document_type === undefined) && (missing0 = "document_type"))) || ((data.document_number === undefined) && (missing0 = "document_number"))) || ((data.counterparty === undefined) && (missing0 = "counterparty"))) || ((data.total === undefined) && (missing0 = "total"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.previous_status === undefined) && (missing0 = "previous_status"))) || ((data.status_reason === undefined) && (missing0 = "status_reason"))) || ((data.actor === undefined) && (missing0 = "actor"))) || ((data.changed_at === undefined) && (missing0 = "changed_at"))){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema74.properties, key0))){
validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate63.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.einvoice_message_id !== undefined){
let data1 = data.einvoice_message_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate63.errors = [{instancePath:instancePath+"/einvoice_message_id",schemaPath:"#/properties/einvoice_message_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/einvoice_message_id",schemaPath:"#/properties/einvoice_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.direction !== undefined){
let data2 = data.direction;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate63.errors = [{instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "outbound") || (data2 === "inbound"))){
validate63.errors = [{instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema74.properties.direction.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document_type !== undefined){
let data3 = data.document_type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate63.errors = [{instancePath:instancePath+"/document_type",schemaPath:"#/properties/document_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "invoice") || (data3 === "credit_note"))){
validate63.errors = [{instancePath:instancePath+"/document_type",schemaPath:"#/properties/document_type/enum",keyword:"enum",params:{allowedValues: schema74.properties.document_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document_number !== undefined){
const _errs10 = errors;
if(typeof data.document_number !== "string"){
validate63.errors = [{instancePath:instancePath+"/document_number",schemaPath:"#/properties/document_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.counterparty !== undefined){
let data5 = data.counterparty;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.name === undefined) && (missing1 = "name")) || ((data5.peppol_id === undefined) && (missing1 = "peppol_id"))){
validate63.errors = [{instancePath:instancePath+"/counterparty",schemaPath:"#/properties/counterparty/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs14 = errors;
for(const key1 in data5){
if(!((key1 === "name") || (key1 === "peppol_id"))){
validate63.errors = [{instancePath:instancePath+"/counterparty",schemaPath:"#/properties/counterparty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.name !== undefined){
const _errs15 = errors;
if(typeof data5.name !== "string"){
validate63.errors = [{instancePath:instancePath+"/counterparty/name",schemaPath:"#/properties/counterparty/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.peppol_id !== undefined){
let data7 = data5.peppol_id;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate63.errors = [{instancePath:instancePath+"/counterparty/peppol_id",schemaPath:"#/properties/counterparty/properties/peppol_id/type",keyword:"type",params:{type: schema74.properties.counterparty.properties.peppol_id.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/counterparty",schemaPath:"#/properties/counterparty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data8 = data.total;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate63.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data9 = data.currency;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
validate63.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data10 = data.status;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate63.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data10 === "queued") || (data10 === "sent")) || (data10 === "delivered")) || (data10 === "delivery_failed")) || (data10 === "received")) || (data10 === "acknowledged")) || (data10 === "in_process")) || (data10 === "under_query")) || (data10 === "conditionally_accepted")) || (data10 === "rejected")) || (data10 === "accepted")) || (data10 === "paid"))){
validate63.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema74.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_status !== undefined){
let data11 = data.previous_status;
const _errs25 = errors;
if(typeof data11 !== "string"){
validate63.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data11 === "queued") || (data11 === "sent")) || (data11 === "delivered")) || (data11 === "delivery_failed")) || (data11 === "received")) || (data11 === "acknowledged")) || (data11 === "in_process")) || (data11 === "under_query")) || (data11 === "conditionally_accepted")) || (data11 === "rejected")) || (data11 === "accepted")) || (data11 === "paid"))){
validate63.errors = [{instancePath:instancePath+"/previous_status",schemaPath:"#/properties/previous_status/enum",keyword:"enum",params:{allowedValues: schema74.properties.previous_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_reason !== undefined){
let data12 = data.status_reason;
const _errs27 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate63.errors = [{instancePath:instancePath+"/status_reason",schemaPath:"#/properties/status_reason/type",keyword:"type",params:{type: schema74.properties.status_reason.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
let data13 = data.actor;
const _errs29 = errors;
if(errors === _errs29){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing2;
if(((data13.type === undefined) && (missing2 = "type")) || ((data13.id === undefined) && (missing2 = "id"))){
validate63.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs31 = errors;
for(const key2 in data13){
if(!((key2 === "type") || (key2 === "id"))){
validate63.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs31 === errors){
if(data13.type !== undefined){
let data14 = data13.type;
const _errs32 = errors;
if(typeof data14 !== "string"){
validate63.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "operator") || (data14 === "credential")) || (data14 === "service")) || (data14 === "external"))){
validate63.errors = [{instancePath:instancePath+"/actor/type",schemaPath:"#/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema74.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data13.id !== undefined){
let data15 = data13.id;
const _errs34 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate63.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/type",keyword:"type",params:{type: schema74.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs34){
if(typeof data15 === "string"){
if(data15.length > 320 && (data15.length > 640 || func5(data15) > 320)){
validate63.errors = [{instancePath:instancePath+"/actor/id",schemaPath:"#/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/actor",schemaPath:"#/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed_at !== undefined){
let data16 = data.changed_at;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data16 === "string"){
if(!(formats10.validate(data16))){
validate63.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/changed_at",schemaPath:"#/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs36 === errors;
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

export const event_fin_einvoice_status_changed = validate64;
const schema75 = {"type":"object","description":"The CloudEvents 1.0 envelope of `fin.einvoice.status_changed` (structured mode).","additionalProperties":false,"required":["specversion","id","source","type","subject","time","datacontenttype","data"],"properties":{"specversion":{"type":"string","const":"1.0","description":"CloudEvents specification version."},"id":{"type":"string","format":"uuid","description":"The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry."},"source":{"type":"string","pattern":"^/stores/[0-9a-zA-Z_-]+$","description":"`/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).","examples":["/stores/7f0c2b6e-3d51-4c8e-9a40-1b2c3d4e5f60"]},"type":{"type":"string","const":"fin.einvoice.status_changed"},"subject":{"type":"string","format":"uuid","description":"The e-invoice message id."},"time":{"type":"string","format":"date-time","description":"When it happened (RFC 3339, UTC)."},"datacontenttype":{"type":"string","const":"application/json","description":"`data` is JSON."},"sandbox":{"type":"boolean","const":true,"description":"CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data."},"data":{"type":"object","description":"An e-invoice message moved to a new Peppol status; `previous_status` says from where.","required":["entity_id","einvoice_message_id","direction","document_type","document_number","counterparty","total","currency","status","previous_status","status_reason","actor","changed_at"],"additionalProperties":false,"properties":{"entity_id":{"type":"string","format":"uuid","description":"The finance entity (set of books) the subscription is for."},"einvoice_message_id":{"type":"string","format":"uuid","description":"The message's id (also the event's `subject`)."},"direction":{"type":"string","enum":["outbound","inbound"]},"document_type":{"type":"string","enum":["invoice","credit_note"]},"document_number":{"type":"string"},"counterparty":{"type":"object","required":["name","peppol_id"],"additionalProperties":false,"properties":{"name":{"type":"string"},"peppol_id":{"type":["string","null"],"description":"Peppol participant id, e.g. `0106:12345678`."}}},"total":{"type":"number","description":"Document total including tax, in `currency`."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50)."},"status":{"type":"string","enum":["queued","sent","delivered","delivery_failed","received","acknowledged","in_process","under_query","conditionally_accepted","rejected","accepted","paid"],"description":"Status of an e-invoice message on the Peppol network. Transport:\n`queued`, `sent` (handed to our access point), `delivered` (the receiver's\naccess point took it), `delivery_failed`, `received` (an inbound message).\nBusiness (Peppol Invoice Response codes): `acknowledged` (AB),\n`in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),\n`rejected` (RE), `accepted` (AP), `paid` (PD).\n"},"previous_status":{"type":"string","enum":["queued","sent","delivered","delivery_failed","received","acknowledged","in_process","under_query","conditionally_accepted","rejected","accepted","paid"],"description":"Status of an e-invoice message on the Peppol network. Transport:\n`queued`, `sent` (handed to our access point), `delivered` (the receiver's\naccess point took it), `delivery_failed`, `received` (an inbound message).\nBusiness (Peppol Invoice Response codes): `acknowledged` (AB),\n`in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),\n`rejected` (RE), `accepted` (AP), `paid` (PD).\n"},"status_reason":{"type":["string","null"],"description":"The reason the counterparty or network gave (e.g. for `rejected`, `under_query`, `delivery_failed`)."},"actor":{"type":"object","description":"Who caused the event.\n- `operator`: a person signed in to the dashboard; `id` is their email.\n- `credential`: an API key or OAuth client acting through the API (its own\n  call, its auto-apply setting, or a sandbox test helper); `id` is the\n  credential id.\n- `service`: the service itself; `id` names the mechanism (`expiry` for a\n  deadline, `read_back` for a read-back, an agent's slug, `import`).\n- `external`: someone outside the service (on the storefront or ad\n  platform, at the bank); `id` is null, the platform does not say who.\n","required":["type","id"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["operator","credential","service","external"]},"id":{"type":["string","null"],"maxLength":320}}},"changed_at":{"type":"string","format":"date-time"}}}},"$id":"urn:storeops:event:fin.einvoice.status_changed"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:event:fin.einvoice.status_changed" */;
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
if(((((((((data.specversion === undefined) && (missing0 = "specversion")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.datacontenttype === undefined) && (missing0 = "datacontenttype"))) || ((data.data === undefined) && (missing0 = "data"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema75.properties, key0))){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.specversion !== undefined){
let data0 = data.specversion;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate64.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("1.0" !== data0){
validate64.errors = [{instancePath:instancePath+"/specversion",schemaPath:"#/properties/specversion/const",keyword:"const",params:{allowedValue: "1.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate64.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate64.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/pattern",keyword:"pattern",params:{pattern: "^/stores/[0-9a-zA-Z_-]+$"},message:"must match pattern \""+"^/stores/[0-9a-zA-Z_-]+$"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate64.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fin.einvoice.status_changed" !== data3){
validate64.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fin.einvoice.status_changed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
let data4 = data.subject;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate64.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.time !== undefined){
let data5 = data.time;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats10.validate(data5))){
validate64.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.datacontenttype !== undefined){
let data6 = data.datacontenttype;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate64.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("application/json" !== data6){
validate64.errors = [{instancePath:instancePath+"/datacontenttype",schemaPath:"#/properties/datacontenttype/const",keyword:"const",params:{allowedValue: "application/json"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data7 = data.sandbox;
const _errs16 = errors;
if(typeof data7 !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate64.errors = [{instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((((((((((data8.entity_id === undefined) && (missing1 = "entity_id")) || ((data8.einvoice_message_id === undefined) && (missing1 = "einvoice_message_id"))) || ((data8.direction === undefined) && (missing1 = "direction"))) || ((data8.document_type === undefined) && (missing1 = "document_type"))) || ((data8.document_number === undefined) && (missing1 = "document_number"))) || ((data8.counterparty === undefined) && (missing1 = "counterparty"))) || ((data8.total === undefined) && (missing1 = "total"))) || ((data8.currency === undefined) && (missing1 = "currency"))) || ((data8.status === undefined) && (missing1 = "status"))) || ((data8.previous_status === undefined) && (missing1 = "previous_status"))) || ((data8.status_reason === undefined) && (missing1 = "status_reason"))) || ((data8.actor === undefined) && (missing1 = "actor"))) || ((data8.changed_at === undefined) && (missing1 = "changed_at"))){
validate64.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!(func1.call(schema75.properties.data.properties, key1))){
validate64.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.entity_id !== undefined){
let data9 = data8.entity_id;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate64.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/entity_id",schemaPath:"#/properties/data/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.einvoice_message_id !== undefined){
let data10 = data8.einvoice_message_id;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
validate64.errors = [{instancePath:instancePath+"/data/einvoice_message_id",schemaPath:"#/properties/data/properties/einvoice_message_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/einvoice_message_id",schemaPath:"#/properties/data/properties/einvoice_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.direction !== undefined){
let data11 = data8.direction;
const _errs25 = errors;
if(typeof data11 !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/direction",schemaPath:"#/properties/data/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "outbound") || (data11 === "inbound"))){
validate64.errors = [{instancePath:instancePath+"/data/direction",schemaPath:"#/properties/data/properties/direction/enum",keyword:"enum",params:{allowedValues: schema75.properties.data.properties.direction.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.document_type !== undefined){
let data12 = data8.document_type;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/document_type",schemaPath:"#/properties/data/properties/document_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "invoice") || (data12 === "credit_note"))){
validate64.errors = [{instancePath:instancePath+"/data/document_type",schemaPath:"#/properties/data/properties/document_type/enum",keyword:"enum",params:{allowedValues: schema75.properties.data.properties.document_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.document_number !== undefined){
const _errs29 = errors;
if(typeof data8.document_number !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/document_number",schemaPath:"#/properties/data/properties/document_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.counterparty !== undefined){
let data14 = data8.counterparty;
const _errs31 = errors;
if(errors === _errs31){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((data14.name === undefined) && (missing2 = "name")) || ((data14.peppol_id === undefined) && (missing2 = "peppol_id"))){
validate64.errors = [{instancePath:instancePath+"/data/counterparty",schemaPath:"#/properties/data/properties/counterparty/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs33 = errors;
for(const key2 in data14){
if(!((key2 === "name") || (key2 === "peppol_id"))){
validate64.errors = [{instancePath:instancePath+"/data/counterparty",schemaPath:"#/properties/data/properties/counterparty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs33 === errors){
if(data14.name !== undefined){
const _errs34 = errors;
if(typeof data14.name !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/counterparty/name",schemaPath:"#/properties/data/properties/counterparty/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data14.peppol_id !== undefined){
let data16 = data14.peppol_id;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
validate64.errors = [{instancePath:instancePath+"/data/counterparty/peppol_id",schemaPath:"#/properties/data/properties/counterparty/properties/peppol_id/type",keyword:"type",params:{type: schema75.properties.data.properties.counterparty.properties.peppol_id.type},message:"must be string,null"}];
return false;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/counterparty",schemaPath:"#/properties/data/properties/counterparty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.total !== undefined){
let data17 = data8.total;
const _errs38 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
validate64.errors = [{instancePath:instancePath+"/data/total",schemaPath:"#/properties/data/properties/total/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs38 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.currency !== undefined){
let data18 = data8.currency;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
validate64.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/currency",schemaPath:"#/properties/data/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs40 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status !== undefined){
let data19 = data8.status;
const _errs42 = errors;
if(typeof data19 !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data19 === "queued") || (data19 === "sent")) || (data19 === "delivered")) || (data19 === "delivery_failed")) || (data19 === "received")) || (data19 === "acknowledged")) || (data19 === "in_process")) || (data19 === "under_query")) || (data19 === "conditionally_accepted")) || (data19 === "rejected")) || (data19 === "accepted")) || (data19 === "paid"))){
validate64.errors = [{instancePath:instancePath+"/data/status",schemaPath:"#/properties/data/properties/status/enum",keyword:"enum",params:{allowedValues: schema75.properties.data.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs42 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.previous_status !== undefined){
let data20 = data8.previous_status;
const _errs44 = errors;
if(typeof data20 !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data20 === "queued") || (data20 === "sent")) || (data20 === "delivered")) || (data20 === "delivery_failed")) || (data20 === "received")) || (data20 === "acknowledged")) || (data20 === "in_process")) || (data20 === "under_query")) || (data20 === "conditionally_accepted")) || (data20 === "rejected")) || (data20 === "accepted")) || (data20 === "paid"))){
validate64.errors = [{instancePath:instancePath+"/data/previous_status",schemaPath:"#/properties/data/properties/previous_status/enum",keyword:"enum",params:{allowedValues: schema75.properties.data.properties.previous_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs44 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.status_reason !== undefined){
let data21 = data8.status_reason;
const _errs46 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate64.errors = [{instancePath:instancePath+"/data/status_reason",schemaPath:"#/properties/data/properties/status_reason/type",keyword:"type",params:{type: schema75.properties.data.properties.status_reason.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs46 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.actor !== undefined){
let data22 = data8.actor;
const _errs48 = errors;
if(errors === _errs48){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing3;
if(((data22.type === undefined) && (missing3 = "type")) || ((data22.id === undefined) && (missing3 = "id"))){
validate64.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key3 in data22){
if(!((key3 === "type") || (key3 === "id"))){
validate64.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data22.type !== undefined){
let data23 = data22.type;
const _errs51 = errors;
if(typeof data23 !== "string"){
validate64.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data23 === "operator") || (data23 === "credential")) || (data23 === "service")) || (data23 === "external"))){
validate64.errors = [{instancePath:instancePath+"/data/actor/type",schemaPath:"#/properties/data/properties/actor/properties/type/enum",keyword:"enum",params:{allowedValues: schema75.properties.data.properties.actor.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs51 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data22.id !== undefined){
let data24 = data22.id;
const _errs53 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate64.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/type",keyword:"type",params:{type: schema75.properties.data.properties.actor.properties.id.type},message:"must be string,null"}];
return false;
}
if(errors === _errs53){
if(typeof data24 === "string"){
if(data24.length > 320 && (data24.length > 640 || func5(data24) > 320)){
validate64.errors = [{instancePath:instancePath+"/data/actor/id",schemaPath:"#/properties/data/properties/actor/properties/id/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
}
}
var valid3 = _errs53 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/actor",schemaPath:"#/properties/data/properties/actor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs48 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.changed_at !== undefined){
let data25 = data8.changed_at;
const _errs55 = errors;
if(errors === _errs55){
if(errors === _errs55){
if(typeof data25 === "string"){
if(!(formats10.validate(data25))){
validate64.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data/changed_at",schemaPath:"#/properties/data/properties/changed_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs55 === errors;
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
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** A generated validator: true when valid; otherwise `errors` holds the first error (ajv's shape). */
export interface EventValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** Validator of the `data` of each event type (the AsyncAPI document's closed schema). */
export const eventDataValidators: Readonly<Record<EventType, EventValidator>> = {
  "order.created": data_order_created,
  "order.refunded": data_order_refunded,
  "product.price_changed": data_product_price_changed,
  "cs.thread_escalated": data_cs_thread_escalated,
  "campaign.status_changed": data_campaign_status_changed,
  "compliance.finding_opened": data_compliance_finding_opened,
  "approval.requested": data_approval_requested,
  "approval.decided": data_approval_decided,
  "approval.expired": data_approval_expired,
  "intent.field_overwritten_externally": data_intent_field_overwritten_externally,
  "fin.entry.posted": data_fin_entry_posted,
  "fin.entry.reversed": data_fin_entry_reversed,
  "fin.period.closed": data_fin_period_closed,
  "fin.period.reopened": data_fin_period_reopened,
  "fin.bank.imported": data_fin_bank_imported,
  "fin.bank_transaction.dismissed": data_fin_bank_transaction_dismissed,
  "fin.bank_transaction.undismissed": data_fin_bank_transaction_undismissed,
  "fin.bank_account.created": data_fin_bank_account_created,
  "fin.bank_account.updated": data_fin_bank_account_updated,
  "fin.bank.consent_expiring": data_fin_bank_consent_expiring,
  "fin.einvoice.status_changed": data_fin_einvoice_status_changed,
};

/** Validator of the whole CloudEvents envelope of each event type. */
export const eventValidators: Readonly<Record<EventType, EventValidator>> = {
  "order.created": event_order_created,
  "order.refunded": event_order_refunded,
  "product.price_changed": event_product_price_changed,
  "cs.thread_escalated": event_cs_thread_escalated,
  "campaign.status_changed": event_campaign_status_changed,
  "compliance.finding_opened": event_compliance_finding_opened,
  "approval.requested": event_approval_requested,
  "approval.decided": event_approval_decided,
  "approval.expired": event_approval_expired,
  "intent.field_overwritten_externally": event_intent_field_overwritten_externally,
  "fin.entry.posted": event_fin_entry_posted,
  "fin.entry.reversed": event_fin_entry_reversed,
  "fin.period.closed": event_fin_period_closed,
  "fin.period.reopened": event_fin_period_reopened,
  "fin.bank.imported": event_fin_bank_imported,
  "fin.bank_transaction.dismissed": event_fin_bank_transaction_dismissed,
  "fin.bank_transaction.undismissed": event_fin_bank_transaction_undismissed,
  "fin.bank_account.created": event_fin_bank_account_created,
  "fin.bank_account.updated": event_fin_bank_account_updated,
  "fin.bank.consent_expiring": event_fin_bank_consent_expiring,
  "fin.einvoice.status_changed": event_fin_einvoice_status_changed,
};

// The API reference page (GET /flightdeck/services/docs): Swagger UI over the gateway's own
// description. A file of its own, as the CSP bars inline scripts; nothing is fetched from elsewhere
// (validatorUrl null: no call to a public validator).
window.ui = SwaggerUIBundle({
  url: '/flightdeck/services/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  filter: true,
  validatorUrl: null,
  displayOperationId: false,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});

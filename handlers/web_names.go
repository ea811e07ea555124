package handlers

import "sengoku/handlers/web"

// The names the handlers called package web's helpers by before it was a
// package of its own: removed once every handler calls web by its names.
var (
	lang            = web.Lang
	render          = web.Render
	vary            = web.Vary
	isFragment      = web.IsFragment
	readQuery       = web.ReadQuery
	policyError     = web.PolicyError
	decodeQuery     = web.DecodeQuery
	withQueryError  = web.WithQueryError
	formPolicyError = web.FormPolicyError
	isRefused       = web.IsRefused
	keySet          = web.KeySet
)

type (
	queryError = web.QueryError
	badRequest = web.BadRequest
	labeler    = web.Labeler
)

const jsonType = web.JSONType

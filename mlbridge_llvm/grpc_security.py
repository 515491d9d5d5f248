"""TLS and shared-token protection for the gRPC model server and its clients.

What is protected, when configured:

* **TLS** (``ServerSecurity.tls_cert``/``tls_key``; client ``tls_ca``): the channel is encrypted and the client checks
  the server's certificate against its CA. With ``tls_client_ca`` the server also requires a client certificate
  signed by that CA (mutual TLS).
* **Token** (``ServerSecurity.token``; client ``token_file``/``token_env``): every call must carry metadata
  ``authorization: Bearer TOKEN``; other calls end with ``UNAUTHENTICATED`` before the model runs. Without TLS the
  token travels in clear text: use both off the machine.

What is not: the model's answers are trusted as they are (only their type/shape/range is checked by the client),
there is no per-client identity beyond mutual TLS, no rate limit other than the server's ``max_clients``, and the
training-mode channel (compiler as server, trainer as client) has no TLS or token. A server bound to a non-loopback
address logs an :class:`InsecureBindWarning` unless it controls access (a token or client certificates) over TLS.
"""
from __future__ import annotations

import hmac
import ipaddress
import os
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import grpc

from .errors import ConfigError

#: Metadata key carrying ``Bearer TOKEN`` (gRPC metadata keys are lower-case).
TOKEN_METADATA = "authorization"


class InsecureBindWarning(UserWarning):
    """A model server listens on a non-loopback address with neither TLS nor a token."""


def read_file(path: str, what: str) -> bytes:
    """Bytes of ``path``; :class:`ConfigError` naming ``what`` if it cannot be read."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise ConfigError(f"cannot read {what} {path}: {e.strerror or e}") from None


def read_token(path: str | None = None, env: str | None = None) -> str | None:
    """The shared token from file ``path`` or environment variable ``env`` (surrounding whitespace dropped)."""
    if path and env:
        raise ConfigError("give the token with token_file or token_env, not both")
    if path:
        token, origin = read_file(path, "token file").decode("utf-8", errors="replace"), f"token file {path}"
    elif env:
        if env not in os.environ:
            raise ConfigError(f"token_env={env}: environment variable {env} is not set")
        token, origin = os.environ[env], f"environment variable {env}"
    else:
        return None
    token = token.strip()
    if not token or any(c.isspace() for c in token):
        raise ConfigError(f"{origin}: the token must be one non-empty word")
    return token


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback IPs (``127.0.0.0/8``, ``::1``); wildcard and other hosts are not."""
    host = host.strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class ServerSecurity:
    """Model-server protection: TLS certificate/key (PEM files), optional client CA (mutual TLS), shared token."""

    tls_cert: str | None = None
    tls_key: str | None = None
    tls_client_ca: str | None = None
    token: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if bool(self.tls_cert) != bool(self.tls_key):
            raise ConfigError("TLS needs both a server certificate (tls_cert) and its key (tls_key)")
        if self.tls_client_ca and not self.tls_cert:
            raise ConfigError("tls_client_ca (mutual TLS) needs tls_cert and tls_key too")

    @property
    def protected(self) -> bool:
        """True if TLS or a token is configured."""
        return bool(self.tls_cert or self.token)

    @property
    def access_controlled(self) -> bool:
        """True if the server decides who may query: a token, or client certificates (mutual TLS)."""
        return bool(self.token or self.tls_client_ca)

    def credentials(self) -> grpc.ServerCredentials | None:
        """Server TLS credentials, or None for a plaintext server."""
        if not self.tls_cert:
            return None
        pair = (read_file(self.tls_key, "TLS key"), read_file(self.tls_cert, "TLS certificate"))
        client_ca = read_file(self.tls_client_ca, "TLS client CA") if self.tls_client_ca else None
        return grpc.ssl_server_credentials([pair], root_certificates=client_ca, require_client_auth=client_ca is not None)

    def interceptors(self) -> list[grpc.ServerInterceptor]:
        """The token check, if a token is configured."""
        return [TokenInterceptor(self.token)] if self.token else []


class TokenInterceptor(grpc.ServerInterceptor):
    """Refuses (``UNAUTHENTICATED``) every call whose ``authorization`` metadata is not ``Bearer TOKEN``."""

    def __init__(self, token: str):
        self._expected = f"Bearer {token}".encode()

    def _allowed(self, metadata: Sequence[tuple[str, Any]] | None) -> bool:
        for key, value in metadata or ():
            if key == TOKEN_METADATA:
                got = value.encode() if isinstance(value, str) else bytes(value)
                return hmac.compare_digest(got, self._expected)
        return False

    def intercept_service(self, continuation: Callable[[Any], Any], details: grpc.HandlerCallDetails) -> Any:
        """Pass an authorized call on; answer any other with a handler that aborts."""
        handler = continuation(details)
        if handler is None or self._allowed(details.invocation_metadata):
            return handler
        return _denied(handler)


def _deny(_requests: Any, context: grpc.ServicerContext) -> Any:
    context.abort(grpc.StatusCode.UNAUTHENTICATED, "missing or wrong token (expected metadata 'authorization: Bearer TOKEN')")


def _denied(handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
    """A handler that aborts with ``UNAUTHENTICATED`` before reading any request.

    Always a request-streaming handler, whatever the method's kind: gRPC reads a unary request whole (up to the
    256 MB message limit) before it calls the handler, but calls a streaming handler at once, and a message that is
    never asked for is never read (HTTP/2 flow control stops the sender). The wire format is the same, so a unary
    client just sees the status.
    """
    return grpc.stream_stream_rpc_method_handler(_deny, request_deserializer=handler.request_deserializer,
                                                 response_serializer=handler.response_serializer)


def warn_if_exposed(host: str, security: ServerSecurity | None) -> None:
    """Warn (one line) when a server on a non-loopback ``host`` lets anyone query it, or sends its token in clear.

    TLS alone encrypts but admits every client, so it still warns: access control is a token or client
    certificates (mutual TLS). A token without TLS warns that it travels in clear text.
    """
    if is_loopback(host):
        return
    if security is None or not security.access_controlled:
        how = "TLS but neither a token nor client certificates" if security is not None and security.tls_cert \
            else "neither TLS nor a token"
        warnings.warn(f"gRPC model server listens on {host} (not loopback) with {how}: anyone who can reach it can "
                      f"query the model; give it a token (and tls_cert/tls_key)", InsecureBindWarning, stacklevel=4)
    elif not security.tls_cert:
        warnings.warn(f"gRPC model server listens on {host} (not loopback) with a token but no TLS: the token travels "
                      f"in clear text; give it tls_cert/tls_key", InsecureBindWarning, stacklevel=4)


#: Runner spec options read by :meth:`ClientSecurity.from_options`.
CLIENT_OPTIONS = ("tls_ca", "tls_cert", "tls_key", "tls_server_name", "token_file", "token_env")


@dataclass(frozen=True)
class ClientSecurity:
    """Compiler-side (client) protection: CA to check the server (TLS), optional client certificate/key (mutual
    TLS), optional server name override (certificate issued for another name), shared token."""

    tls_ca: str | None = None
    tls_cert: str | None = None
    tls_key: str | None = None
    tls_server_name: str | None = None
    token: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if bool(self.tls_cert) != bool(self.tls_key):
            raise ConfigError("a client certificate (tls_cert) needs its key (tls_key), and the other way round")
        if (self.tls_cert or self.tls_server_name) and not self.tls_ca:
            raise ConfigError("tls_cert/tls_server_name need tls_ca (the CA that signed the server's certificate)")

    @classmethod
    def from_options(cls, options: Mapping[str, str]) -> "ClientSecurity | None":
        """From runner spec options (:data:`CLIENT_OPTIONS`); None when none is given. The token itself is never
        accepted in a spec (specs end up in logs): ``token_file=PATH`` or ``token_env=VAR``."""
        if "token" in options:
            raise ConfigError("never put the token in a runner spec (specs end up in logs): use token_file=PATH or token_env=VAR")
        if not any(options.get(k) for k in CLIENT_OPTIONS):
            return None
        token = read_token(options.get("token_file") or None, options.get("token_env") or None)
        return cls(*(options.get(k) or None for k in CLIENT_OPTIONS[:4]), token=token)

    @property
    def tls(self) -> bool:
        """True if the channel uses TLS."""
        return bool(self.tls_ca)

    def channel_credentials(self) -> grpc.ChannelCredentials | None:
        """TLS channel credentials, or None for a plaintext channel."""
        if not self.tls_ca:
            return None
        ca = read_file(self.tls_ca, "TLS CA")
        if not self.tls_cert:
            return grpc.ssl_channel_credentials(root_certificates=ca)
        return grpc.ssl_channel_credentials(root_certificates=ca, private_key=read_file(self.tls_key, "TLS key"),
                                            certificate_chain=read_file(self.tls_cert, "TLS certificate"))

    def channel_options(self) -> list[tuple[str, str]]:
        """Extra channel options (the TLS server name override)."""
        return [("grpc.ssl_target_name_override", self.tls_server_name)] if self.tls_server_name else []

    def metadata(self) -> tuple[tuple[str, str], ...] | None:
        """Call metadata carrying the token, or None."""
        return ((TOKEN_METADATA, f"Bearer {self.token}"),) if self.token else None

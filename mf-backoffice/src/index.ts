// Running alone: an asynchronous boundary first, so shared modules are negotiated before use.
import('./standalone');

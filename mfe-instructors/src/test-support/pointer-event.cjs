// jsdom has no PointerEvent; Chakra's checkbox (zag's press handling) constructs one on blur.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEvent;
}

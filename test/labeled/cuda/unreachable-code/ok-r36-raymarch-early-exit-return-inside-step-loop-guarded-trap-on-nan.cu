// EXPECT: clean
// ARCHS: sm_89 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Volume ray marcher with early ray termination: the step loop returns as
// soon as the accumulated opacity passes 0.99 (writing the pixel first), and
// an inline `@p trap;` aborts only when the density comes back NaN. Every
// instruction after the loop (the background blend for rays that leave the
// volume) is reachable for the rays that never saturate.
__global__ void __launch_bounds__(128)
    raymarch_volume(const float *__restrict__ vol, float4 *__restrict__ img, int w, int steps, float dt) {
  const int p = blockIdx.x * 128 + threadIdx.x;
  const int x = p % w, y = p / w;
  float4 c = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int s = 0; s < steps; ++s) {
    const float d = vol[((size_t)s * w + y) * w + x];
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "testp.notanumber.f32 p, %0;\n\t"
                 "@p trap;\n\t}" ::"f"(d));
    const float a = 1.f - __expf(-d * dt);
    const float tr = 1.f - c.w;
    c.x += tr * a * d;
    c.y += tr * a * 0.5f * d;
    c.z += tr * a * 0.25f;
    c.w += tr * a;
    if (c.w > 0.99f) {
      img[p] = c;
      return;
    }
  }
  const float tr = 1.f - c.w;
  img[p] = make_float4(c.x + tr * 0.1f, c.y + tr * 0.1f, c.z + tr * 0.2f, 1.f);
}

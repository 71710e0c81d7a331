// EXPECT: misaligned-access
// ARCHS: sm_120 sm_86
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: n-body tile staging. Each thread copies one body's float3 position
// into a packed shared array (12 bytes per body) with an inline-PTX
// `st.shared.v2.f32` for x, y and a scalar store for z. A v2.f32 store needs
// an 8-byte aligned address, but body i's x sits at 12 * i: odd bodies are
// 4 bytes off.
__global__ void __launch_bounds__(256)
    nbody_tile(const float *__restrict__ pos, float *__restrict__ acc, int n) {
  __shared__ __align__(16) float sp[256 * 3];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  const float px = pos[3 * i], py = pos[3 * i + 1], pz = pos[3 * i + 2];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sp);
  asm volatile("st.shared.v2.f32 [%0], {%1, %2};" ::"r"(base + 12 * t), "f"(px), "f"(py) : "memory");
  asm volatile("st.shared.f32 [%0+8], %1;" ::"r"(base + 12 * t), "f"(pz) : "memory");
  __syncthreads();
  float ax = 0.f, ay = 0.f, az = 0.f;
  for (int j = 0; j < 256; ++j) {
    const float dx = sp[3 * j] - px, dy = sp[3 * j + 1] - py, dz = sp[3 * j + 2] - pz;
    const float inv = rsqrtf(dx * dx + dy * dy + dz * dz + 1e-4f);
    const float w = inv * inv * inv;
    ax += dx * w; ay += dy * w; az += dz * w;
  }
  acc[3 * i] = ax; acc[3 * i + 1] = ay; acc[3 * i + 2] = az;
}

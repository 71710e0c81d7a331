// EXPECT: misaligned-access
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Epilogue of a 64x64 fp32 wgmma tile: each thread writes its accumulator
// fragment (m64n64 layout: rows 16w + l/4 (+8), column pairs 8j + 2(l%4))
// into a shared staging tile, and after a __syncthreads() the block stores
// the tile to C with coalesced float4 accesses, 16 threads a row. The
// staging rows were padded by one float to avoid bank conflicts (BUG: the
// row pitch is 65 floats, 260 bytes, so the float4 read at row r, column
// 4c is 4 * r bytes off a 16-byte boundary for every r not a multiple of 4).
constexpr int PITCH = 65;
__global__ void __launch_bounds__(128)
    wgmma_epilogue(const float *__restrict__ frag, float *__restrict__ C, int ldc, float alpha) {
  __shared__ alignas(16) float sc[64 * PITCH];
  const int w = threadIdx.x / 32, l = threadIdx.x % 32;
  const float *d = frag + ((size_t)blockIdx.x * 128 + threadIdx.x) * 32;
#pragma unroll
  for (int j = 0; j < 8; ++j) {
    const int r = 16 * w + l / 4, c = 8 * j + 2 * (l % 4);
    sc[r * PITCH + c] = d[4 * j];
    sc[r * PITCH + c + 1] = d[4 * j + 1];
    sc[(r + 8) * PITCH + c] = d[4 * j + 2];
    sc[(r + 8) * PITCH + c + 1] = d[4 * j + 3];
  }
  __syncthreads();
  float *out = C + (size_t)blockIdx.x * 64 * ldc;
  for (int i = threadIdx.x; i < 64 * 16; i += 128) {
    const int r = i / 16, c = 4 * (i % 16);
    float4 v = *reinterpret_cast<const float4 *>(&sc[r * PITCH + c]);
    v.x *= alpha;
    v.y *= alpha;
    v.z *= alpha;
    v.w *= alpha;
    *reinterpret_cast<float4 *>(&out[(size_t)r * ldc + c]) = v;
  }
}

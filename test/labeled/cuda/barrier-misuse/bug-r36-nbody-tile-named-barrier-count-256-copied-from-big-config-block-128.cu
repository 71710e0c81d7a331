// EXPECT: barrier-misuse
// ARCHS: sm_90 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: GPU Gems-style all-pairs n-body force kernel with body tiles staged in
// shared memory. The tile loads are fenced with named barrier 1 through a
// helper whose count was written for the 256-thread configuration
// (TILE_THREADS = 256), but the kernel is built and launched with 128
// threads per block: `bar.sync 1, 256` waits for more threads than the CTA
// has.
#define TILE 128
#define TILE_THREADS 256
__device__ __forceinline__ void tile_sync() {
  asm volatile("bar.sync 1, %0;" ::"n"(TILE_THREADS) : "memory");
}
__global__ void __launch_bounds__(128)
    nbody_forces(const float4 *__restrict__ pos, float3 *__restrict__ acc, int n, float eps2) {
  __shared__ float4 tile[TILE];
  const int i = blockIdx.x * 128 + threadIdx.x;
  const float4 p = pos[min(i, n - 1)];
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int base = 0; base < n; base += TILE) {
    const int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    tile_sync();
#pragma unroll 4
    for (int k = 0; k < TILE; ++k) {
      const float4 q = tile[k];
      const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      const float r2 = dx * dx + dy * dy + dz * dz + eps2;
      const float inv = rsqrtf(r2);
      const float s = q.w * inv * inv * inv;
      a.x += dx * s; a.y += dy * s; a.z += dz * s;
    }
    tile_sync();
  }
  if (i < n)
    acc[i] = a;
}

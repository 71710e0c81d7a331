// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// n-body with a 256-thread block split into two groups of 128 threads that
// each walk half of the source bodies with their own shared tile. Each group
// fences its tile with its own named barrier (1 for threads 0-127, 2 for
// 128-255) and a count of 128: a count below the block size is right here,
// because exactly the 128 threads of one group use each id.
#define TILE 128
__device__ __forceinline__ void group_sync(int id) {
  asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(256)
    nbody_split(const float4 *__restrict__ pos, float4 *__restrict__ part, int n, float eps2) {
  __shared__ float4 tile[2][TILE];
  const int g = threadIdx.x >> 7, lt = threadIdx.x & 127;
  const int i = blockIdx.x * 128 + lt;
  const float4 p = pos[min(i, n - 1)];
  float ax = 0.f, ay = 0.f, az = 0.f;
  const int half = (n + 1) / 2, lo = g * half, hi = min(n, lo + half);
  for (int base = lo; base < hi; base += TILE) {
    const int j = base + lt;
    tile[g][lt] = j < hi ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    group_sync(1 + g);
    for (int k = 0; k < TILE; ++k) {
      const float4 q = tile[g][k];
      const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      const float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
      const float s = q.w * inv * inv * inv;
      ax += dx * s; ay += dy * s; az += dz * s;
    }
    group_sync(1 + g);
  }
  if (i < n)
    part[(size_t)g * n + i] = make_float4(ax, ay, az, 0.f);
}

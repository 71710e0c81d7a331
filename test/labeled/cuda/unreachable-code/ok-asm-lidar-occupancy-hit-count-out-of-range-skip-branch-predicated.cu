// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: occupancy-grid update from a lidar sweep, one return per thread. The
// end point of each ray is binned into a 1024 x 1024 grid of 10 cm cells
// and the cell's hit counter bumped by an inline-PTX helper that skips
// returns outside the grid with `@p bra $Lhit_skip%=` (p: either cell
// coordinate, as unsigned, at least 1024); the atomic runs for the others.
#include <cstdint>
__device__ __forceinline__ void count_hit(unsigned *grid, int cx, int cy) {
  asm volatile("{\n\t"
               ".reg .pred p, q;\n\t"
               ".reg .u32 idx;\n\t"
               ".reg .u64 a;\n\t"
               "setp.ge.u32 p, %1, 1024;\n\t"
               "setp.ge.u32 q, %2, 1024;\n\t"
               "or.pred p, p, q;\n\t"
               "@p bra $Lhit_skip%=;\n\t"
               "mad.lo.u32 idx, %2, 1024, %1;\n\t"
               "mul.wide.u32 a, idx, 4;\n\t"
               "add.u64 a, a, %0;\n\t"
               "red.global.add.u32 [a], 1;\n"
               "$Lhit_skip%=:\n\t"
               "}" ::"l"(grid), "r"(cx), "r"(cy) : "memory");
}
__global__ void __launch_bounds__(256)
lidar_hits(const float *__restrict__ range, const float *__restrict__ azimuth, float3 pose, unsigned *__restrict__ grid,
           int n, float max_range) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float r = range[i];
  if (!(r > 0.1f && r < max_range)) return;
  float s, c;
  __sincosf(azimuth[i] + pose.z, &s, &c);
  const int cx = __float2int_rd((pose.x + r * c) * 10.f) + 512;
  const int cy = __float2int_rd((pose.y + r * s) * 10.f) + 512;
  count_hit(grid, cx, cy);
}

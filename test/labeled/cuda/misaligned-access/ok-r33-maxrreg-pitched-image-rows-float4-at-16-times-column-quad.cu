// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G
// NVCC-ARGS: -maxrregcount=32
// PTXLINT-ARGS: --block-dim=256
// Pitched 2-D image (cudaMallocPitch: the pitch in bytes is a run-time value
// the driver rounds to the texture alignment) scaled and biased with float4
// accesses: row r starts at base + r * pitch and each thread handles the
// column quad q at byte offset 16 * q. Nothing in the kernel fixes the pitch,
// and its alignment comes from the allocator, so the access is not misaligned
// by anything the code shows.
__global__ void __launch_bounds__(256)
    scale_bias_pitched(const char *__restrict__ src, size_t spitch, char *__restrict__ dst, size_t dpitch, int width4,
                       int height, float a, float b) {
  const int q = blockIdx.x * 256 + threadIdx.x;
  for (int r = blockIdx.y; r < height; r += gridDim.y) {
    if (q < width4) {
      const float4 v = *reinterpret_cast<const float4 *>(src + r * spitch + 16 * (size_t)q);
      *reinterpret_cast<float4 *>(dst + r * dpitch + 16 * (size_t)q) =
          make_float4(fmaf(a, v.x, b), fmaf(a, v.y, b), fmaf(a, v.z, b), fmaf(a, v.w, b));
    }
  }
}

// EXPECT: uninitialized-register
// A CuTe-style Swizzle<3,4,3> written in inline PTX for a hand-rolled
// shared-memory tile: the byte offset's bits 7..9 (the row within an
// 8-row group) are XORed into bits 4..6 (the 16-byte chunk), so that the
// eight rows of an ldmatrix hit eight different bank groups. BUG: the
// scratch register was renamed from `row` to `sw` when the shift was added,
// and the xor still reads `swz`, declared next to it for a later mask but
// never written: the swizzled offset is garbage.
__device__ __forceinline__ unsigned swizzle343(unsigned byte_off) {
  unsigned r;
  asm("{\n\t"
      ".reg .b32 sw, swz;\n\t"
      "bfe.u32 sw, %1, 7, 3;\n\t"
      "shl.b32 sw, sw, 4;\n\t"
      "xor.b32 %0, %1, swz;\n\t"
      "}"
      : "=r"(r)
      : "r"(byte_off));
  return r;
}
__global__ void __launch_bounds__(128) stage_swizzled(const uint4 *__restrict__ in, uint4 *__restrict__ out) {
  __shared__ alignas(128) uint4 tile[512];  // 64 rows x 128 bytes
  for (int i = threadIdx.x; i < 512; i += 128) {
    const unsigned off = swizzle343(i * 16u);
    tile[off / 16] = in[(size_t)blockIdx.x * 512 + i];
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 512; i += 128)
    out[(size_t)blockIdx.x * 512 + i] = tile[swizzle343(i * 16u) / 16];
}

// EXPECT: clean
// A CuTe-style Swizzle<3,4,3> written in inline PTX for a hand-rolled
// shared-memory tile: bits 7..9 of the byte offset (the row within an
// 8-row group) are extracted with bfe, shifted down to bits 4..6 and XORed
// into the 16-byte chunk index. Every scratch register of the asm block is
// written before it is read. The swizzle is a bijection within each
// 1024-byte group, so the 16-byte accesses stay aligned.
__device__ __forceinline__ unsigned swizzle343(unsigned byte_off) {
  unsigned r;
  asm("{\n\t"
      ".reg .b32 row, sw;\n\t"
      "bfe.u32 row, %1, 7, 3;\n\t"
      "shl.b32 sw, row, 4;\n\t"
      "xor.b32 %0, %1, sw;\n\t"
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

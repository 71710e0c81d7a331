// EXPECT: clean
// ARCHS: sm_90a sm_80
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// CUTLASS-like 128B-swizzled shared tile: each thread writes 16-byte chunks
// with `st.shared.v4.b32` at `row * 128 + ((chunk ^ (row & 7)) << 4)`. The XOR
// only permutes the chunk index in bits 4-6, so every address stays 16-byte
// aligned; the rows are then read back through the same swizzle.
__global__ void __launch_bounds__(128)
    swizzle_stage(const uint4 *__restrict__ g, uint4 *__restrict__ out) {
  __shared__ __align__(1024) unsigned char tile[64 * 128];
  const unsigned base = (unsigned)__cvta_generic_to_shared(tile);
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 8; i += 128) {
    const int row = i >> 3, chunk = i & 7;
    uint4 v;
    asm volatile("ld.global.nc.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(g + (size_t)blockIdx.x * 512 + i));
    const unsigned addr = base + row * 128 + ((chunk ^ (row & 7)) << 4);
    asm volatile("st.shared.v4.b32 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w)
                 : "memory");
  }
  __syncthreads();
  for (int i = t; i < 64 * 8; i += 128) {
    const int row = i & 63, chunk = i >> 6;
    const unsigned addr = base + row * 128 + ((chunk ^ (row & 7)) << 4);
    uint4 v;
    asm volatile("ld.shared.v4.b32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "r"(addr));
    out[(size_t)blockIdx.x * 512 + i] = v;
  }
}

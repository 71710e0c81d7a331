// End-to-end: a 64x64x64 f16 GEMM tile on one warpgroup with inline-asm
// wgmma (PTX ISA 8.5 9.7.16), written the way Hopper kernels stage their
// operands: the kernel stores A and B into shared memory in the 128-byte
// (A, B K-major) or 64-byte (B N-major) swizzled layouts, builds the matrix
// descriptors from shared addresses, and issues four m64n64k16 steps along K,
// advancing the descriptors' start addresses inside the swizzle pattern.
//  * wgmma_ss: A and B from descriptors, K-major, 128B swizzle, f32 D.
//  * wgmma_rs: A from registers, B N-major (imm-trans-b = 1) with 64B
//    swizzle, imm-scale-a = -1, f32 D.
// Small integer inputs make every result exact. Expected: wgmma.py.
#include <cstdint>
#include <cuda_fp16.h>

#define D32(x)                                                                         \
  "+f"(x[0]), "+f"(x[1]), "+f"(x[2]), "+f"(x[3]), "+f"(x[4]), "+f"(x[5]), "+f"(x[6]),  \
      "+f"(x[7]), "+f"(x[8]), "+f"(x[9]), "+f"(x[10]), "+f"(x[11]), "+f"(x[12]),       \
      "+f"(x[13]), "+f"(x[14]), "+f"(x[15]), "+f"(x[16]), "+f"(x[17]), "+f"(x[18]),    \
      "+f"(x[19]), "+f"(x[20]), "+f"(x[21]), "+f"(x[22]), "+f"(x[23]), "+f"(x[24]),    \
      "+f"(x[25]), "+f"(x[26]), "+f"(x[27]), "+f"(x[28]), "+f"(x[29]), "+f"(x[30]),    \
      "+f"(x[31])
#define DLIST                                                                          \
  "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, "  \
  "%18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"

// The swizzle of PTX ISA 9.0 9.7.15.5.1.2 on a shared-memory byte address:
// the 16-byte chunk (bits 4..) XOR the 128-byte row (bits 7..), 3 bits for
// 128-byte swizzling, 2 for 64-byte.
__device__ uint32_t swz128(uint32_t a) { return a ^ (((a >> 7) & 7) << 4); }
__device__ uint32_t swz64(uint32_t a) { return a ^ (((a >> 7) & 3) << 4); }

// Matrix descriptor (PTX ISA 8.5 9.7.16.5.1.2.7).
__device__ uint64_t desc(uint32_t start, uint32_t lbo, uint32_t sbo, uint64_t mode) {
  return uint64_t((start & 0x3FFFF) >> 4) | (uint64_t((lbo & 0x3FFFF) >> 4) << 16) |
         (uint64_t((sbo & 0x3FFFF) >> 4) << 32) | (mode << 62);
}

__device__ void store_d(float *out, const float *d) {
  unsigned tid = threadIdx.x, q = tid / 32, l = tid % 32, g = l / 4, t = l % 4;
  for (int i = 0; i < 32; ++i) {
    unsigned row = 16 * q + g + 8 * ((i >> 1) & 1), col = 8 * (i >> 2) + 2 * t + (i & 1);
    out[row * 64 + col] = d[i];
  }
}

// a: 64x64 row-major (M x K); bt: 64x64 row-major B^T (N x K); d: 64x64 row-major.
extern "C" __global__ void wgmma_ss(const half *a, const half *bt, float *out) {
  __shared__ __align__(1024) half sa[64 * 64];
  __shared__ __align__(1024) half sb[64 * 64];
  uint32_t ba = (uint32_t)__cvta_generic_to_shared(sa);
  uint32_t bb = (uint32_t)__cvta_generic_to_shared(sb);
  // K-major, 128-byte swizzle: row r (128 bytes = all 64 k) at r * 128.
  for (int i = threadIdx.x; i < 64 * 64; i += blockDim.x) {
    int r = i / 64, k = i % 64;
    uint32_t off = swz128(ba + r * 128 + k * 2) - ba;
    sa[off / 2] = a[i];
    off = swz128(bb + r * 128 + k * 2) - bb;
    sb[off / 2] = bt[i];
  }
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  float d[32];
  for (int i = 0; i < 32; ++i)
    d[i] = 0.0f;
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
  for (int k0 = 0; k0 < 64; k0 += 16) {
    // LBO unused with swizzling (1 encoded); SBO: 8 rows of 128 bytes.
    uint64_t da = desc(ba + k0 * 2, 16, 1024, 1), db = desc(bb + k0 * 2, 16, 1024, 1);
    int scale = k0 > 0;
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " DLIST
                 ", %32, %33, p, 1, 1, 0, 0;\n}\n"
                 : D32(d)
                 : "l"(da), "l"(db), "r"(scale));
  }
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  store_d(out, d);
}

// a: 64x64 row-major (M x K); b: 64x64 row-major (K x N); c: 64x64 row-major
// initial D; out = -A * B + C.
extern "C" __global__ void wgmma_rs(const half *a, const half *b, const float *c, float *out) {
  __shared__ __align__(1024) half sb[64 * 64];
  uint32_t bb = (uint32_t)__cvta_generic_to_shared(sb);
  // N-major, 64-byte swizzle: atoms of 32 n x 8 k (512 bytes); the 8 k-row
  // groups of an atom column are adjacent (SBO 512), the two atom columns
  // 4096 bytes apart (LBO).
  for (int i = threadIdx.x; i < 64 * 64; i += blockDim.x) {
    int k = i / 64, n = i % 64;
    uint32_t off = swz64(bb + (n / 32) * 4096 + (k / 8) * 512 + (k % 8) * 64 + (n % 32) * 2) - bb;
    sb[off / 2] = b[i];
  }
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  unsigned tid = threadIdx.x, q = tid / 32, l = tid % 32, g = l / 4, t = l % 4;
  float d[32];
  for (int i = 0; i < 32; ++i) {
    unsigned row = 16 * q + g + 8 * ((i >> 1) & 1), col = 8 * (i >> 2) + 2 * t + (i & 1);
    d[i] = c[row * 64 + col];
  }
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
  for (int k0 = 0; k0 < 64; k0 += 16) {
    // A fragment: register r holds row g + 8 (r & 1), columns 2t, 2t + 1
    // (+ 8 for r >= 2) of this warp's 16 rows.
    uint32_t ar[4];
    for (int r = 0; r < 4; ++r) {
      unsigned row = 16 * q + g + 8 * (r & 1), col = k0 + 2 * t + 8 * (r >> 1);
      __half2 h = __halves2half2(a[row * 64 + col], a[row * 64 + col + 1]);
      ar[r] = *reinterpret_cast<uint32_t *>(&h);
    }
    uint64_t db = desc(bb + (k0 / 8) * 512, 4096, 512, 2);
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " DLIST
                 ", {%32, %33, %34, %35}, %36, 1, -1, 1, 1;\n"
                 : D32(d)
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "l"(db));
  }
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  store_d(out, d);
}

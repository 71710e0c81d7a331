// Numeric kernels: int8 dp4a dot products, half2/bf16x2 arithmetic and
// conversions on edge values, 32/64-bit integer hashes (murmur3 fmix,
// xorshift, splitmix, mul.hi), and the bit intrinsics.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

extern "C" __global__ void dot_dp4a(const int *a, const int *b, int *out, int n4) {
  // one warp per row of n4 packed words; signed and unsigned variants
  int row = blockIdx.x, lane = threadIdx.x;
  int acc = 0;
  unsigned uacc = 0;
  for (int i = lane; i < n4; i += 32) {
    acc = __dp4a(a[row * n4 + i], b[row * n4 + i], acc);
    uacc = __dp4a((unsigned)a[row * n4 + i], (unsigned)b[row * n4 + i], uacc);
  }
  int lo = __dp2a_lo(a[row * n4 + lane], b[row * n4 + lane], 7);
  int hi = __dp2a_hi((unsigned)a[row * n4 + lane], (unsigned)b[row * n4 + lane], 0u);
  for (int o = 16; o; o >>= 1) {
    acc += __shfl_xor_sync(0xffffffff, acc, o);
    uacc += __shfl_xor_sync(0xffffffff, uacc, o);
  }
  out[row * 66 + lane] = lo;
  out[row * 66 + 32 + lane] = hi;
  if (lane == 0) {
    out[row * 66 + 64] = acc;
    out[row * 66 + 65] = (int)uacc;
  }
}

extern "C" __global__ void halfs(const float *x, const float *y, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  __half ha = __float2half_rn(a), hb = __float2half_rn(b);
  __half2 h2 = __halves2half2(ha, hb), g2 = __floats2half2_rn(b, a);
  __nv_bfloat16 ba = __float2bfloat16(a), bb = __float2bfloat16_rz(b);
  __nv_bfloat162 b2 = __halves2bfloat162(ba, bb), c2 = __floats2bfloat162_rn(b, a);
  unsigned *o = out + 16 * i;
  o[0] = __half_as_ushort(ha) | (unsigned)__half_as_ushort(__float2half_rz(a)) << 16;
  o[1] = __float_as_uint(__half2float(hb));
  __half2 r = __hfma2(h2, g2, __float2half2_rn(0.5f));
  o[2] = *reinterpret_cast<unsigned *>(&r);
  r = __hmax2(h2, g2);
  o[3] = *reinterpret_cast<unsigned *>(&r);
  r = __hmin2_nan(h2, g2);
  o[4] = *reinterpret_cast<unsigned *>(&r);
  r = __habs2(__hsub2(h2, g2));
  o[5] = *reinterpret_cast<unsigned *>(&r);
  __nv_bfloat162 s = __hfma2(b2, c2, __float2bfloat162_rn(-1.0f));
  o[6] = *reinterpret_cast<unsigned *>(&s);
  s = __hmax2(b2, c2);
  o[7] = *reinterpret_cast<unsigned *>(&s);
  s = __hmul2(b2, c2);
  o[8] = *reinterpret_cast<unsigned *>(&s);
  o[9] = __float_as_uint(__bfloat162float(ba)) ^ __float_as_uint(__low2float(b2));
  o[10] = (unsigned)__half2int_rn(ha) ;
  o[11] = (unsigned)__half2short_rz(hb) & 0xffff | (unsigned)__bfloat162int_rn(ba) << 16;
  o[12] = __half_as_ushort(__int2half_rn(__float_as_int(a) >> 9)) |
          (unsigned)__bfloat16_as_ushort(__uint2bfloat16_rn(__float_as_uint(b) >> 3)) << 16;
  o[13] = __half_as_ushort(__hdiv(ha, hb)) | (unsigned)__half_as_ushort(hsqrt(__habs(ha))) << 16;
  o[14] = (unsigned)__hlt(ha, hb) | (unsigned)__hgeu(ha, hb) << 1 | (unsigned)__hisnan(ha) << 2 |
          (unsigned)__hisinf(hb) << 3 | (unsigned)__hbeq2(h2, g2) << 4;
  o[15] = __half_as_ushort(__double2half((double)a * 3.0)) |
          (unsigned)__bfloat16_as_ushort(__double2bfloat16((double)b / 3.0)) << 16;
}

__device__ __forceinline__ uint64_t fmix64(uint64_t k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL;
  return k ^ (k >> 33);
}
__device__ __forceinline__ uint32_t murmur32(uint32_t k, uint32_t seed) {
  uint32_t h = seed;
  k *= 0xcc9e2d51u; k = (k << 15) | (k >> 17); k *= 0x1b873593u;
  h ^= k; h = (h << 13) | (h >> 19); h = h * 5 + 0xe6546b64u;
  h ^= 4; h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u;
  return h ^ (h >> 16);
}
extern "C" __global__ void hashes(const uint64_t *in, uint64_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t x = in[i];
  uint64_t *o = out + 8 * i;
  o[0] = fmix64(x);
  uint64_t s = x ^ 0x9e3779b97f4a7c15ULL;
  s ^= s << 13; s ^= s >> 7; s ^= s << 17;
  o[1] = s;
  uint64_t z = x + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  o[2] = z ^ (z >> 31);
  o[3] = (uint64_t)murmur32((uint32_t)x, (uint32_t)(x >> 32)) |
         (uint64_t)__umulhi((uint32_t)x, (uint32_t)(x >> 32)) << 32;
  o[4] = __umul64hi(x, 0xd1b54a32d192ed03ULL);
  o[5] = (uint64_t)__mul64hi((int64_t)x, -7LL);
  o[6] = (uint64_t)((int64_t)x / -3) ^ (x % 1000003u);
  o[7] = (uint64_t)(uint32_t)__mulhi((int)x, (int)(x >> 32)) | (uint64_t)((uint32_t)x / 7u) << 32;
}

extern "C" __global__ void bitops(const uint32_t *in, uint32_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t x = in[i], y = in[(i * 7 + 3) % n];
  uint64_t xx = (uint64_t)x << 32 | y;
  uint32_t *o = out + 12 * i;
  o[0] = __popc(x) | __clz(x) << 8 | __ffs(x) << 16 | __popcll(xx) << 24;
  o[1] = __brev(x);
  o[2] = __clzll(xx) | __ffsll(xx) << 8 | __clz((int)y) << 16;
  o[3] = __byte_perm(x, y, y & 0xffff);
  o[4] = __byte_perm(x, y, 0x3210 ^ (x >> 16 & 0x7777));
  o[5] = __funnelshift_l(x, y, y);
  o[6] = __funnelshift_r(x, y, x);
  o[7] = __funnelshift_lc(x, y, y & 63);
  o[8] = __funnelshift_rc(x, y, x & 63);
  o[9] = (uint32_t)(__brevll(xx) >> 16);
  o[10] = __sad((int)x, (int)y, 5u) ^ __usad(x, y, 3u);
  o[11] = __vabsdiffu4(x, y) ^ __vadd2(x, y) ^ __vcmpgts4(x, y) ^ __uhadd(x, y) ^ __rhadd((int)x, (int)y);
}

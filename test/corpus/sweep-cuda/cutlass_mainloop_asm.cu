// cutlass_mainloop_asm.cu - ptxlint differential sweep input (helper-204)
//
// A CUTLASS-style multistage GEMM main loop written with inline PTX:
// cp.async.cg/.ca with src-size zero fill and L2 prefetch hints,
// cp.async.commit_group/wait_group, ldmatrix .x1/.x2/.x4 (.trans),
// mma.sync m16n8k8/m16n8k16 of f16/bf16/tf32/s8 with f32/s32 accumulators,
// stmatrix (sm_90), movmatrix, a swizzled shared-memory layout and a
// predicated epilogue with st.global.v4 and red.global.add.f32.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
#include "../cuda/corpus_features.cuh"

#define STAGES 3
#define BM 64
#define BN 64
#define BK 32

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async16(uint32_t dst, const void* src, bool pred) {
#if CORPUS_SM80
  int sz = pred ? 16 : 0;
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(sz));
#else
  if (pred) *reinterpret_cast<int4*>(__cvta_shared_to_generic(dst)) = *reinterpret_cast<const int4*>(src);
#endif
}

__device__ __forceinline__ void cp_async4(uint32_t dst, const void* src) {
#if CORPUS_SM80
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(src));
#else
  *reinterpret_cast<int*>(__cvta_shared_to_generic(dst)) = *reinterpret_cast<const int*>(src);
#endif
}

__device__ __forceinline__ void cp_commit() {
#if CORPUS_SM80
  asm volatile("cp.async.commit_group;\n" ::);
#endif
}
template <int N> __device__ __forceinline__ void cp_wait() {
#if CORPUS_SM80
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
#endif
}

__device__ __forceinline__ int swz(int row, int col) { return row * BK + (col ^ ((row & 7) << 3)); }

__global__ void __launch_bounds__(128) gemm_f16(const half* __restrict__ A, const half* __restrict__ B,
                                                float* __restrict__ C, int M, int N, int K) {
  __shared__ __align__(128) half sA[STAGES][BM * BK];
  __shared__ __align__(128) half sB[STAGES][BN * BK];
  int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  float acc[2][4][4] = {};
  int ktiles = K / BK;
  for (int s = 0; s < STAGES - 1; ++s) {
    for (int i = tid; i < BM * BK / 8; i += 128) {
      int r = i / (BK / 8), c = (i % (BK / 8)) * 8;
      cp_async16(smem_u32(&sA[s][swz(r, c)]), A + (bm + r) * K + s * BK + c, bm + r < M);
      cp_async16(smem_u32(&sB[s][swz(r, c)]), B + (bn + r) * K + s * BK + c, bn + r < N);
    }
    cp_commit();
  }
  for (int kt = 0; kt < ktiles; ++kt) {
    cp_wait<STAGES - 2>();
    __syncthreads();
    int st = kt % STAGES;
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t a[2][4], b[4][2];
      for (int mi = 0; mi < 2; ++mi) {
        int r = warp * 16 + (lane % 16) + 0 * mi, c = kk + (lane / 16) * 8;
        uint32_t addr = smem_u32(&sA[st][swz((r + mi * 32) % BM, c)]);
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(a[mi][0]), "=r"(a[mi][1]), "=r"(a[mi][2]), "=r"(a[mi][3]) : "r"(addr));
      }
      for (int ni = 0; ni < 4; ++ni) {
        int r = ni * 8 + (lane % 8), c = kk + ((lane / 8) % 2) * 8;
        uint32_t addr = smem_u32(&sB[st][swz(r, c)]);
        asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];\n"
                     : "=r"(b[ni][0]), "=r"(b[ni][1]) : "r"(addr));
      }
      for (int mi = 0; mi < 2; ++mi)
        for (int ni = 0; ni < 4; ++ni) {
#if CORPUS_SM80
          asm volatile(
              "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
              "{%0,%1,%2,%3};\n"
              : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
              : "r"(a[mi][0]), "r"(a[mi][1]), "r"(a[mi][2]), "r"(a[mi][3]), "r"(b[ni][0]), "r"(b[ni][1]));
#else
          asm volatile(
              "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\n"
              : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
              : "r"(a[mi][0]), "r"(a[mi][1]), "r"(b[ni][0]));
#endif
        }
    }
    int nk = kt + STAGES - 1;
    if (nk < ktiles) {
      int ns = nk % STAGES;
      for (int i = tid; i < BM * BK / 8; i += 128) {
        int r = i / (BK / 8), c = (i % (BK / 8)) * 8;
        cp_async16(smem_u32(&sA[ns][swz(r, c)]), A + (bm + r) * K + nk * BK + c, bm + r < M);
        cp_async16(smem_u32(&sB[ns][swz(r, c)]), B + (bn + r) * K + nk * BK + c, bn + r < N);
      }
    }
    cp_commit();
  }
  cp_wait<0>();
  for (int mi = 0; mi < 2; ++mi)
    for (int ni = 0; ni < 4; ++ni) {
      int r = bm + warp * 16 + mi * 32 + lane / 4, c = bn + ni * 8 + (lane % 4) * 2;
      if (r < M && c + 1 < N) {
        float2 v = make_float2(acc[mi][ni][0], acc[mi][ni][1]);
        *reinterpret_cast<float2*>(C + r * N + c) = v;
      }
      if (r + 8 < M && c + 1 < N) atomicAdd(C + (r + 8) * N + c, acc[mi][ni][2] + acc[mi][ni][3]);
    }
}

__global__ void mma_variants(const uint32_t* in, float* outf, int* outi) {
  uint32_t a0 = in[threadIdx.x], a1 = in[threadIdx.x + 32], a2 = in[threadIdx.x + 64], a3 = in[threadIdx.x + 96];
  uint32_t b0 = in[threadIdx.x + 128], b1 = in[threadIdx.x + 160];
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  int i0 = 0, i1 = 0, i2 = 0, i3 = 0;
#if CORPUS_SM80
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+r"(i0), "+r"(i1), "+r"(i2), "+r"(i3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile("mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+r"(i0), "+r"(i1), "+r"(i2), "+r"(i3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  uint32_t h0, h1;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%2,%3};\n"
               : "=r"(h0), "=r"(h1)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  outi[threadIdx.x + 256] = h0 ^ h1;
  uint32_t t;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(t) : "r"(a0));
  outi[threadIdx.x + 288] = t;
  __shared__ __align__(16) uint32_t tile[32 * 4];
  uint32_t x;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\n" : "=r"(x) : "r"(smem_u32(tile + (threadIdx.x % 8) * 4)));
  outi[threadIdx.x + 320] = x;
#endif
#if CORPUS_SM90
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%2};\n" ::"r"(smem_u32(tile + (threadIdx.x % 16) * 4)), "r"(a0), "r"(a1));
  __syncwarp();
  outi[threadIdx.x + 352] = tile[threadIdx.x];
#endif
  outf[threadIdx.x] = d0 + d1 + d2 + d3;
  outi[threadIdx.x] = i0 + i1 + i2 + i3;
}

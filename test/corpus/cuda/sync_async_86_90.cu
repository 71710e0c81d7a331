// sync_async_86_90.cu - ptxlint real-PTX corpus
//
// PTX ISA 8.6-9.0 synchronisation and asynchronous forms through inline PTX:
// fence.acquire/.release with .sync_restrict, fence.op_restrict.release,
// fence.proxy.async::generic.{acquire,release}.sync_restrict, every proxykind of
// fence.proxy, mbarrier init/arrive/expect_tx/try_wait.parity with .relaxed and
// .acquire at cta and cluster scope, elect.sync, griddepcontrol, setmaxnreg,
// clusterlaunchcontrol.try_cancel (.multicast::cluster::all) and query_cancel,
// st.async (shared::cluster and the 8.7 .release.gpu .global/.mmio forms),
// red.async (.relaxed.cluster and .release .global), redux.sync (.f32 .abs.NaN
// on sm_100a/f), three-input min/max, mixed-precision add/fma and .f32x2.
// corpus-quick-archs: sm_80 sm_90a sm_100a sm_103a sm_120a
#include <cstdint>

#include "corpus_features.cuh"

__device__ __forceinline__ uint32_t s2u(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

__global__ void __launch_bounds__(128) sync_async(float* out, uint32_t* u, uint64_t* g64) {
  __shared__ alignas(16) uint64_t bar[2];
  __shared__ alignas(16) uint32_t buf[64];
  __shared__ alignas(16) uint4 resp;
  int tid = threadIdx.x;
  float acc = out[tid];
  uint32_t x = u[tid];
#if CORPUS_SM90
  uint32_t b0 = s2u(&bar[0]);
  if (tid == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b0), "r"(1) : "memory");
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(s2u(&bar[1])), "r"(1) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("fence.proxy.async.global;" ::: "memory");
  asm volatile("fence.proxy.alias;" ::: "memory");
  __syncthreads();
  uint32_t elected;
  asm volatile("{\n\t.reg .pred P;\n\telect.sync _|P, 0xffffffff;\n\tselp.u32 %0, 1, 0, P;\n\t}" : "=r"(elected));
  if (tid == 0) {
    uint64_t st;
    (void)st;
    asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %0, [%1], 16;" : "=l"(st) : "r"(b0) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];"
                 :: "r"(s2u(buf)), "r"(x), "r"(x), "r"(x), "r"(elected), "r"(b0) : "memory");
  }
  {
    uint32_t done = 0;
    while (!done) {
      asm volatile("{\n\t.reg .pred P;\n\t"
                   "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 P, [%1], 0;\n\t"
                   "selp.u32 %0, 1, 0, P;\n\t}"
                   : "=r"(done) : "r"(b0) : "memory");
    }
  }
  x += buf[tid & 63];
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("fence.acq_rel.cluster;" ::: "memory");
  asm volatile("red.relaxed.cluster.global.add.u32 [%0], %1;" :: "l"(u + 256), "r"(x) : "memory");
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
#if CORPUS_SM100
  asm volatile("fence.acquire.sync_restrict::shared::cluster.cluster;" ::: "memory");
  asm volatile("fence.release.sync_restrict::shared::cta.cluster;" ::: "memory");
  asm volatile("fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;" ::: "memory");
  asm volatile("fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;" ::: "memory");
  if (tid == 0) {
    asm volatile("st.async.release.gpu.global.b32 [%0], %1;" :: "l"(u + 512), "r"(x) : "memory");
    asm volatile("st.async.mmio.release.sys.global.u64 [%0], %1;" :: "l"(g64 + 8), "l"((uint64_t)x) : "memory");
    asm volatile("red.async.release.gpu.global.add.u64 [%0], %1;" :: "l"(g64 + 16), "l"((uint64_t)x) : "memory");
    asm volatile("red.async.mmio.release.gpu.global.add.s32 [%0], %1;" :: "l"(u + 640), "r"(x) : "memory");
    asm volatile("clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%0], [%1];"
                 :: "r"(s2u(&resp)), "r"(s2u(&bar[1])) : "memory");
  }
  __syncthreads();
  {
    uint32_t canceled, cx;
    asm volatile("{\n\t.reg .b128 r;\n\t.reg .pred p;\n\t"
                 "ld.shared.b128 r, [%2];\n\t"
                 "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 p, r;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t"
                 "clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %1, r;\n\t}"
                 : "=r"(canceled), "=r"(cx) : "r"(s2u(&resp)) : "memory");
    x += canceled + cx;
  }
  {
    uint32_t m3;
    asm("max.relu.s32 %0, %1, %2;" : "=r"(m3) : "r"(x), "r"((uint32_t)tid));
    float f4;
    asm("max.xorsign.abs.f32 %0, %1, %2;" : "=f"(f4) : "f"(acc), "f"(-3.0f));
    acc += f4;
    x ^= m3;
    float f3;
    asm("min.NaN.f32 %0, %1, %2, %3;" : "=f"(f3) : "f"(acc), "f"(1.0f), "f"(-2.0f));
    acc += f3;
    uint64_t p2, q2 = ((uint64_t)__float_as_uint(acc) << 32) | __float_as_uint(f3);
    asm("add.rz.ftz.f32x2 %0, %1, %2;" : "=l"(p2) : "l"(q2), "l"(q2));
    asm("fma.rn.f32x2 %0, %1, %2, %3;" : "=l"(p2) : "l"(p2), "l"(q2), "l"(p2));
    acc += __uint_as_float((uint32_t)p2);
    uint16_t h = (uint16_t)x;
    float mp;
    asm("add.rn.f32.f16 %0, %1, %2;" : "=f"(mp) : "h"(h), "f"(acc));
    asm("fma.rn.sat.f32.bf16 %0, %1, %2, %3;" : "=f"(mp) : "h"(h), "h"(h), "f"(mp));
    acc += mp;
  }
#endif
#if CORPUS_HAS_REDUX_F32
  {
    float r;
    asm volatile("redux.sync.max.abs.NaN.f32 %0, %1, 0xffffffff;" : "=f"(r) : "f"(acc));
    acc += r;
    asm volatile("redux.sync.min.f32 %0, %1, %2;" : "=f"(r) : "f"(acc), "r"(__activemask()));
    acc -= r;
  }
#endif
#if CORPUS_HAS_SETMAXNREG
  if (tid < 64) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
  }
#endif
#if CORPUS_SM80
  {
    uint32_t s;
    asm volatile("redux.sync.add.s32 %0, %1, 0xffffffff;" : "=r"(s) : "r"(x));
    asm volatile("redux.sync.xor.b32 %0, %1, 0xffffffff;" : "=r"(s) : "r"(s));
    x += s;
  }
#endif
  out[tid] = acc + (float)x;
}

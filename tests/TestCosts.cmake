# Seconds each long test took in a recorded run (COST orders a parallel ctest, longest first;
# the numbers only matter relative to each other). Tests not listed cost CTest's default.
# Refresh from a build's Testing/Temporary/CTestCostData.txt after a full `ctest` run.
set(TABLETOP_TEST_COSTS
    lan_noHiddenIdentityLeaks 300
    lan_fullGame 200
    e2e_neotokyo_hotseat 155
    e2e_person_against_computer 150
    phones_browser_grimoire 120
    combatgrid_e2e_hotseat 120
    phones_browser_app_servants 60
    kaiju_random 100
    kaiju_e2e_hotseat 95
    conformance_games 85
    servants_rules 77
    lan_everyMutatedActionAndTheGamePlaysOn 70
    kaiju_conformance 60
    servants_e2e_hotseat 60
    neotokyo_rules 50
    e2e_layout 45
    lan_phones 120
    grimoire_determinize 34
    combatgrid_random 30
    e2e_drag_card 22)

# Gives the current folder's tests their listed COST.
function(tabletop_test_costs)
    list(LENGTH TABLETOP_TEST_COSTS n)
    math(EXPR last "${n} - 1")
    foreach(i RANGE 0 ${last} 2)
        math(EXPR j "${i} + 1")
        list(GET TABLETOP_TEST_COSTS ${i} name)
        list(GET TABLETOP_TEST_COSTS ${j} cost)
        if(TEST ${name})
            set_tests_properties(${name} PROPERTIES COST ${cost})
        endif()
    endforeach()
endfunction()
